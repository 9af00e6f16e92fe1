import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';

/** As soon as someone is signed in, the listing they hearted as a visitor is saved (once). */
export function usePendingFavourite(): void {
  const signedIn = useAuthStore(selectIsAuthenticated);
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    // Loaded only when needed: a guest's first page does not carry the API client for this.
    void import('../lib/pending-favourite.ts').then(({ completePendingFavourite }) =>
      completePendingFavourite(client),
    );
  }, [signedIn, client]);
}
