import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEBOUNCE_MS } from '@dawa/contract';
import { useTextFilter } from './use-text-filter.ts';

describe('useTextFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (initial = '') => {
    const commit = vi.fn();
    const hook = renderHook(({ committed }) => useTextFilter(committed, commit), {
      initialProps: { committed: initial },
    });
    return { commit, hook };
  };

  it('commits once the typing rests: the first commit of a session pushes, later ones replace', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.setText('glo'));
    act(() => hook.result.current.setText('glov'));
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('glov', { replace: false });
    hook.rerender({ committed: 'glov' });

    act(() => hook.result.current.setText('  gloves  '));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('gloves', { replace: true });
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('starts a new history entry after the session ended', () => {
    const { commit, hook } = setup('masks');
    act(() => hook.result.current.setText('mask'));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    hook.rerender({ committed: 'mask' });
    act(() => hook.result.current.endSession());
    act(() => hook.result.current.setText('gauze'));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('gauze', { replace: false });
  });

  it('takes a value from outside (Back, a link) into the field without committing it again', () => {
    const { commit, hook } = setup('masks');
    hook.rerender({ committed: 'gloves' });
    expect(hook.result.current.text).toBe('gloves');
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).not.toHaveBeenCalled();
  });

  it('keeps what was typed while its own earlier commit was on its way to the address', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.setText('Bo'));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('Bo', { replace: false });
    // The person typed on before the navigation with "Bo" landed (a slow phone).
    act(() => hook.result.current.setText('Bole'));
    hook.rerender({ committed: 'Bo' });
    expect(hook.result.current.text).toBe('Bole');
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('Bole', { replace: true });
    hook.rerender({ committed: 'Bole' });
    // Back, then Forward: the field follows the address both ways.
    hook.rerender({ committed: '' });
    expect(hook.result.current.text).toBe('');
    hook.rerender({ committed: 'Bole' });
    expect(hook.result.current.text).toBe('Bole');
  });

  it('a picked suggestion replaces the entry its typed beginning made', () => {
    const { hook } = setup();
    act(() => hook.result.current.setText('Bo'));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    hook.rerender({ committed: 'Bo' });
    act(() => hook.result.current.endSession());
    let answer = { replace: false };
    act(() => {
      answer = hook.result.current.pick('Bole');
    });
    expect(answer).toEqual({ replace: true });
    expect(hook.result.current.text).toBe('Bole');
  });

  it('does not commit a picked suggestion again while the address is still on its way', () => {
    const { commit, hook } = setup('Bo');
    act(() => {
      hook.result.current.pick('Bole');
    });
    // The navigation is slower than the debounce (a busy phone): the pick is not pushed twice.
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS * 4);
    });
    expect(commit).not.toHaveBeenCalled();
    hook.rerender({ committed: 'Bole' });
    act(() => hook.result.current.setText('Bol'));
    act(() => {
      vi.advanceTimersByTime(DEBOUNCE_MS);
    });
    expect(commit).toHaveBeenLastCalledWith('Bol', { replace: false });
  });
});
