import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without Sonner in the first page's JavaScript: the toaster (and Sonner with it) loads
 * the first time something is announced, then shows it. Call sites use `notify.success(...)`
 * exactly like Sonner's `toast.success(...)`.
 */
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';
type Toast = typeof sonnerToast;

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: (() => void) | null = null;
let toastReady: Promise<Toast> | null = null;

/** For the toaster host: whether any toast was asked for yet. */
export const toasterWanted = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};

/** Called by the mounted toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted?.();
}

function loadToast(): Promise<Toast> {
  toastReady ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    wanted = true;
    listeners.forEach((l) => l());
  })
    .then(() => import('sonner'))
    .then((m) => m.toast);
  return toastReady;
}

function show(kind: Kind, title: string, options?: ExternalToast): void {
  void loadToast().then((toast) =>
    kind === 'message' ? toast(title, options) : toast[kind](title, options),
  );
}

export const notify = {
  message: (title: string, options?: ExternalToast) => show('message', title, options),
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
};
