import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { POST_MESSAGES } from '@dawa/contract';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { usePostAddJourneyStore, type PostDraft } from '../../stores/post-add-journey-store.ts';
import { fetchPost, postKey } from './api/post-wizard-api.ts';
import { postWizardWords } from './i18n/index.ts';
import { draftFromPost } from './post-payload.ts';

/** The listing being edited (`?edit=<id>`), or null for a new ad. */
export function useEditId(): string | null {
  const [params] = useSearchParams();
  return params.get('edit') || null;
}

/**
 * Why a listing cannot be edited here: not signed in, or not its seller. The page says the first
 * in the reader's language (needsSignIn); the second is the contract's message.
 */
export class EditRefused extends Error {
  readonly needsSignIn: boolean;
  constructor(message: string, needsSignIn = false) {
    super(message);
    this.name = 'EditRefused';
    this.needsSignIn = needsSignIn;
  }
}

export interface DraftContext {
  editId: string | null;
  draft: PostDraft;
  update: (patch: PostDraft) => void;
}

export type DraftState =
  | { status: 'ready'; context: DraftContext }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * The draft the wizard works on: the new ad's, or, with `?edit=<id>`, the edited listing's,
 * loaded once from GET /post/{id} and then kept (a reload resumes the edit).
 */
export function usePostDraft(): DraftState {
  const editId = useEditId();
  const newDraft = usePostAddJourneyStore((s) => s.draft);
  const edit = usePostAddJourneyStore((s) => s.edit);
  const updateDraft = usePostAddJourneyStore((s) => s.updateDraft);
  const updateEditDraft = usePostAddJourneyStore((s) => s.updateEditDraft);
  const userId = useAuthStore((s) => (selectIsAuthenticated(s) ? (s.userInfo?.id ?? null) : null));
  const isLoaded = editId !== null && userId !== null && edit?.postId === editId;
  const post = useQuery({
    queryKey: [...postKey(editId ?? ''), 'edit', userId],
    queryFn: async ({ signal }) => {
      const detail = await fetchPost(editId ?? '', signal);
      // Anyone may read a listing; only its seller may change it (the API checks again).
      if (detail.created_by !== userId) throw new EditRefused(POST_MESSAGES.notOwner);
      usePostAddJourneyStore.getState().startEdit(detail.id, draftFromPost(detail));
      return detail;
    },
    enabled: editId !== null && userId !== null && !isLoaded,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const update = useCallback(
    (patch: PostDraft) => (editId ? updateEditDraft(patch) : updateDraft(patch)),
    [editId, updateDraft, updateEditDraft],
  );

  if (editId === null) return { status: 'ready', context: { editId, draft: newDraft, update } };
  if (userId === null)
    return {
      status: 'error',
      error: new EditRefused(postWizardWords.en.signInToEdit, true),
      retry: () => undefined,
    };
  if (isLoaded) return { status: 'ready', context: { editId, draft: edit.draft, update } };
  if (post.isError) return { status: 'error', error: post.error, retry: () => void post.refetch() };
  return { status: 'loading' };
}
