import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withParts } from './rich.tsx';

describe('withParts', () => {
  afterEach(cleanup);
  it('puts each part where its placeholder is, in any order, and leaves unknown ones', () => {
    const { container } = render(
      <p>{withParts('{b} before {a}, then {x}.', { a: <a href="/a">A</a>, b: <code>B</code> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><code>B</code> before <a href="/a">A</a>, then {x}.</p>');
  });
});
