import { useRef } from 'react';
import { useAppStore } from '../../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';

/**
 * The hidden file input's ref and `choose`, which opens it. Uploads belong to an account: a guest
 * is asked to sign in first (the draft stays).
 */
export function useUploadPicker() {
  const input = useRef<HTMLInputElement>(null);
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const choose = () => {
    if (isSignedIn) input.current?.click();
    else useAppStore.getState().setFlag('loginDialog', true);
  };
  return { input, choose };
}
