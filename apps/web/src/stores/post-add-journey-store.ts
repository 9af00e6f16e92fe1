import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type TCreatePostRequest } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// The draft of the five-step "post an ad" wizard, kept across reloads until it is published.
// Editing a published listing works on a draft of its own, so a new ad in progress survives it.

/** A stored photo: what the listing sends (`name`, `url`, `isPrimary`) plus its thumbnail. */
export type PostDraftMedia = TCreatePostRequest['medias'][number] & { thumbnailUrl?: string };

export type PostDraft = Omit<Partial<TCreatePostRequest>, 'medias'> & {
  medias?: PostDraftMedia[];
};

/** A listing being edited: its draft, and the listing as loaded, to send only what changed. */
export interface PostEditDraft {
  postId: string;
  draft: PostDraft;
  original: PostDraft;
}

export interface PostAddJourneyState {
  step: number;
  draft: PostDraft;
  edit: PostEditDraft | null;
  setStep: (step: number) => void;
  updateDraft: (patch: PostDraft) => void;
  clearDraft: () => void;
  startEdit: (postId: string, original: PostDraft) => void;
  updateEditDraft: (patch: PostDraft) => void;
  clearEdit: () => void;
}

export const usePostAddJourneyStore = readStoredWhileHydrating(
  create<PostAddJourneyState>()(
    persist(
      (set, get) => ({
        step: 0,
        draft: {},
        edit: null,
        setStep: (step) => set({ step }),
        updateDraft: (patch) => set({ draft: { ...get().draft, ...patch } }),
        clearDraft: () => set({ step: 0, draft: {} }),
        startEdit: (postId, original) => set({ edit: { postId, original, draft: original } }),
        updateEditDraft: (patch) => {
          const { edit } = get();
          if (edit) set({ edit: { ...edit, draft: { ...edit.draft, ...patch } } });
        },
        clearEdit: () => set({ edit: null }),
      }),
      {
        name: STORAGE_KEYS.postAddJourney,
        version: 0,
        storage: createJSONStorage(() => localStorage),
      },
    ),
  ),
);
