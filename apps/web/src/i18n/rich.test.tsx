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

  it('puts elements where the text names them, whatever the word order', () => {
    const { container } = render(
      <p>{withParts('No code yet? {link}.', { link: <a href="/x">Send one</a> })}</p>,
    );
    expect(container.innerHTML).toBe('<p>No code yet? <a href="/x">Send one</a>.</p>');
    cleanup();
    const amharic = render(<p>{withParts('{link} ወይም', { link: <b>ሀ</b> })}</p>);
    expect(amharic.container.innerHTML).toBe('<p><b>ሀ</b> ወይም</p>');
  });

  it('leaves a placeholder it has no part for as written', () => {
    const { container } = render(<p>{withParts('a {b} c', {})}</p>);
    expect(container.textContent).toBe('a {b} c');
  });
});
