import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithAppTheme } from '../../../test/with-app-theme.tsx';
import { OutlinedSelect } from './outlined-select.tsx';

const CHOICES = [
  { value: 'best', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
];

function Select({ onChange }: { onChange: (value: string) => void }) {
  return (
    <WithAppTheme>
      <OutlinedSelect label="Sort by" value="best" choices={CHOICES} onChange={onChange} />
    </WithAppTheme>
  );
}

afterEach(cleanup);

describe('OutlinedSelect', () => {
  it('is a labelled native select that reports a choice', () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Best match',
      'Newest',
    ]);
    fireEvent.change(select, { target: { value: 'newest' } });
    expect(onChange).toHaveBeenCalledWith('newest');
  });

  it("applies a choice made in the server's drawing before the app ran, once", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Select onChange={() => undefined} />);
    container.querySelector('select')!.value = 'newest';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Select onChange={onChange} />);
      await Promise.resolve();
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('newest');
    container.remove();
  });
});
