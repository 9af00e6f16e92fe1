import type { QueryClient } from '@tanstack/react-query';
import { usePendingActionStore } from '../stores/pending-action-store.ts';
import { ApiError } from './api-client.ts';
import { api } from './api.ts';
import { notify } from './notify.ts';

/**
 * Saves the listing a visitor hearted before signing in, once, now that they are signed in
 * (issue 13). Already saved (409) counts as done. Answers whether there was one.
 */
export async function completePendingFavourite(client: QueryClient | null): Promise<boolean> {
  const favourite = usePendingActionStore.getState().takeFavourite();
  if (!favourite) return false;
  try {
    await api<unknown>({ method: 'POST', path: '/saved-post', body: { id: favourite.postId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) {
      const reason =
        error instanceof ApiError ? error.message : 'Check your connection and try again.';
      notify.error(`Could not save “${favourite.title}”. ${reason}`);
      return true;
    }
  }
  notify.success(`Saved “${favourite.title}”`, { description: 'It is in your favourites.' });
  // Every list and page that shows the heart asks again, now as the signed-in person.
  await client?.invalidateQueries({ queryKey: ['posts'] });
  return true;
}
