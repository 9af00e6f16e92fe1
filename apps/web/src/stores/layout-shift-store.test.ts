import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStored } from '../test/factories.ts';
import { useLayoutShiftStore } from './layout-shift-store.ts';

beforeEach(() => {
  useLayoutShiftStore.setState({ sizes: {}, sidebarCollapsed: false });
  localStorage.clear();
});

describe('layout-shift store', () => {
  it('starts with no sizes and an expanded sidebar', () => {
    expect(useLayoutShiftStore.getState().sizes).toEqual({});
    expect(useLayoutShiftStore.getState().sidebarCollapsed).toBe(false);
  });

  it('remembers sizes rounded to whole pixels, per key', () => {
    useLayoutShiftStore.getState().rememberSize('home-grid', 412.6);
    useLayoutShiftStore.getState().rememberSize('profile', 99.2);
    useLayoutShiftStore.getState().rememberSize('home-grid', 300.4);
    expect(useLayoutShiftStore.getState().sizes).toEqual({ 'home-grid': 300, profile: 99 });
  });

  it('does not notify subscribers when the rounded size did not change', () => {
    useLayoutShiftStore.getState().rememberSize('home-grid', 412.2);
    const listener = vi.fn();
    const unsubscribe = useLayoutShiftStore.subscribe(listener);
    useLayoutShiftStore.getState().rememberSize('home-grid', 411.9);
    expect(listener).not.toHaveBeenCalled();
    useLayoutShiftStore.getState().rememberSize('home-grid', 413);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('sets the sidebar collapsed flag', () => {
    useLayoutShiftStore.getState().setSidebarCollapsed(true);
    expect(useLayoutShiftStore.getState().sidebarCollapsed).toBe(true);
    useLayoutShiftStore.getState().setSidebarCollapsed(false);
    expect(useLayoutShiftStore.getState().sidebarCollapsed).toBe(false);
  });

  it('persists sizes and the sidebar flag under its key and restores them on reload', async () => {
    useLayoutShiftStore.getState().rememberSize('home-grid', 412);
    useLayoutShiftStore.getState().setSidebarCollapsed(true);

    expect(STORAGE_KEYS.layoutShift).toMatch(/^dawa/);
    expect(readStored(STORAGE_KEYS.layoutShift)).toEqual({
      sizes: { 'home-grid': 412 },
      sidebarCollapsed: true,
    });

    vi.resetModules();
    const reloaded = (await import('./layout-shift-store.ts')).useLayoutShiftStore.getState();
    expect(reloaded.sizes).toEqual({ 'home-grid': 412 });
    expect(reloaded.sidebarCollapsed).toBe(true);
  });
});
