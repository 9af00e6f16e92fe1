import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { usePendingActionStore } from './pending-action-store.ts';

beforeEach(() => {
  usePendingActionStore.getState().clear();
  localStorage.clear();
});

describe('pending action store', () => {
  it('hands the favourite over once, and the page to return to once', () => {
    const store = usePendingActionStore.getState();
    store.rememberFavourite({ postId: 'p1', title: 'Gloves' }, '/listing/p1');
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toContain('p1');
    expect(usePendingActionStore.getState().takeFavourite()).toEqual({
      postId: 'p1',
      title: 'Gloves',
    });
    expect(usePendingActionStore.getState().takeFavourite()).toBeNull();
    expect(usePendingActionStore.getState().takeReturnTo()).toBe('/listing/p1');
    expect(usePendingActionStore.getState().takeReturnTo()).toBeNull();
  });

  it('forgets everything when the visitor declines', () => {
    usePendingActionStore.getState().rememberFavourite({ postId: 'p2', title: 'Masks' }, '/');
    usePendingActionStore.getState().clear();
    expect(usePendingActionStore.getState().takeFavourite()).toBeNull();
    expect(usePendingActionStore.getState().takeReturnTo()).toBeNull();
  });
});
