import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withParts } from './with-parts.tsx';

afterEach(cleanup);

describe('withParts', () => {
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
