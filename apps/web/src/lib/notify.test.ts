import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
  }),
);
vi.mock('sonner', () => ({ toast }));

/** notify keeps module state (wanted, mounted): every test starts from a fresh page. */
async function freshNotify() {
  vi.resetModules();
  return import('./notify.ts');
}

/** Gives the chain (mount → import('sonner') → toast) time to run, for "nothing happened" checks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const allCalls = () =>
  [toast, toast.success, toast.error, toast.info, toast.warning].reduce(
    (n, fn) => n + fn.mock.calls.length,
    0,
  );

beforeEach(() => {
  vi.clearAllMocks();
});

describe('notify', () => {
  it('does not want the toaster until something is announced', async () => {
    const { toasterWanted } = await freshNotify();
    expect(toasterWanted.get()).toBe(false);
  });

  it('marks the toaster wanted and tells subscribers on the first toast only', async () => {
    const { notify, toasterWanted } = await freshNotify();
    const listener = vi.fn();
    toasterWanted.subscribe(listener);

    notify.success('Saved');
    expect(toasterWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    notify.error('Failed');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stops telling a subscriber once it unsubscribes', async () => {
    const { notify, toasterWanted } = await freshNotify();
    const listener = vi.fn();
    const unsubscribe = toasterWanted.subscribe(listener);
    unsubscribe();
    notify.info('Hello');
    expect(listener).not.toHaveBeenCalled();
  });

  it('holds toasts until the toaster is mounted, then delivers each once, in order', async () => {
    const { notify, toasterMounted } = await freshNotify();
    notify.success('Welcome back !', { description: 'Continue exploring on the product' });
    notify.error('Error occurred while login!', { description: 'Please try again' });
    notify.message('Plain');
    await settle();
    expect(allCalls()).toBe(0);

    toasterMounted();
    await vi.waitFor(() => expect(allCalls()).toBe(3));
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Welcome back !', {
      description: 'Continue exploring on the product',
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Error occurred while login!', {
      description: 'Please try again',
    });
    expect(toast).toHaveBeenCalledExactlyOnceWith('Plain', undefined);
    expect(toast.success.mock.invocationCallOrder[0]).toBeLessThan(
      toast.error.mock.invocationCallOrder[0]!,
    );

    toasterMounted(); // a remount must not replay anything
    await settle();
    expect(allCalls()).toBe(3);
  });

  it('delivers toasts sent after mounting straight away, with the matching kind', async () => {
    const { notify, toasterMounted } = await freshNotify();
    notify.info('first');
    toasterMounted();
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledOnce());
    notify.warning('Low stock', { duration: 1000 });
    notify.info('second');
    await vi.waitFor(() => expect(allCalls()).toBe(3));
    await settle();
    expect(toast.warning).toHaveBeenCalledExactlyOnceWith('Low stock', { duration: 1000 });
    expect(toast.info.mock.calls).toEqual([
      ['first', undefined],
      ['second', undefined],
    ]);
    expect(allCalls()).toBe(3);
  });

  it('ignores a mount signal that comes before any toast', async () => {
    const { notify, toasterMounted, toasterWanted } = await freshNotify();
    toasterMounted();
    expect(toasterWanted.get()).toBe(false);
    notify.success('late');
    await settle();
    expect(toast.success).not.toHaveBeenCalled();
    toasterMounted();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
  });
});
