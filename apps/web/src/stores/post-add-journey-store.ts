import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type TCreatePostRequest } from '@dawa/contract';

// The draft of the five-step "post an ad" wizard, kept across reloads until it is published.

export type PostDraft = Partial<TCreatePostRequest>;

export interface PostAddJourneyState {
  step: number;
  draft: PostDraft;
  setStep: (step: number) => void;
  updateDraft: (patch: PostDraft) => void;
  clearDraft: () => void;
}

export const usePostAddJourneyStore = create<PostAddJourneyState>()(
  persist(
    (set, get) => ({
      step: 0,
      draft: {},
      setStep: (step) => set({ step }),
      updateDraft: (patch) => set({ draft: { ...get().draft, ...patch } }),
      clearDraft: () => set({ step: 0, draft: {} }),
    }),
    {
      name: STORAGE_KEYS.postAddJourney,
      version: 0,
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
