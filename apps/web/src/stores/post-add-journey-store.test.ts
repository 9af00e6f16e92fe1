import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStored } from '../test/factories.ts';
import { usePostAddJourneyStore } from './post-add-journey-store.ts';

beforeEach(() => {
  usePostAddJourneyStore.setState({ step: 0, draft: {}, edit: null });
  localStorage.clear();
});

describe('post-add journey store', () => {
  it('starts at step 0 with an empty draft', () => {
    expect(usePostAddJourneyStore.getState().step).toBe(0);
    expect(usePostAddJourneyStore.getState().draft).toEqual({});
  });

  it('sets the step and merges draft patches', () => {
    const s = usePostAddJourneyStore.getState();
    s.setStep(2);
    s.updateDraft({ title: 'Paracetamol 500 mg', description: 'Box of 100' });
    s.updateDraft({ title: 'Paracetamol 500 mg tablets', contactPhone: '+251911000000' });

    expect(usePostAddJourneyStore.getState().step).toBe(2);
    expect(usePostAddJourneyStore.getState().draft).toEqual({
      title: 'Paracetamol 500 mg tablets',
      description: 'Box of 100',
      contactPhone: '+251911000000',
    });
  });

  it('clearDraft goes back to step 0 with an empty draft', () => {
    usePostAddJourneyStore.getState().setStep(4);
    usePostAddJourneyStore.getState().updateDraft({ title: 'x' });
    usePostAddJourneyStore.getState().clearDraft();
    expect(usePostAddJourneyStore.getState().step).toBe(0);
    expect(usePostAddJourneyStore.getState().draft).toEqual({});
  });

  it('persists the step and the draft under its key and restores them on reload', async () => {
    usePostAddJourneyStore.getState().setStep(3);
    usePostAddJourneyStore.getState().updateDraft({ title: 'Gloves' });

    expect(STORAGE_KEYS.postAddJourney).toMatch(/^dawa/);
    expect(readStored(STORAGE_KEYS.postAddJourney)).toEqual({
      step: 3,
      draft: { title: 'Gloves' },
      edit: null,
    });

    vi.resetModules();
    const reloaded = (await import('./post-add-journey-store.ts')).usePostAddJourneyStore;
    expect(reloaded.getState().step).toBe(3);
    expect(reloaded.getState().draft).toEqual({ title: 'Gloves' });
  });

  it('keeps an edit draft apart from the new-ad draft', () => {
    const s = usePostAddJourneyStore.getState();
    s.updateDraft({ title: 'New ad in progress' });
    s.startEdit('post-1', { title: 'Published', price: 100 });
    usePostAddJourneyStore.getState().updateEditDraft({ price: 120 });

    const state = usePostAddJourneyStore.getState();
    expect(state.draft).toEqual({ title: 'New ad in progress' });
    expect(state.edit).toEqual({
      postId: 'post-1',
      original: { title: 'Published', price: 100 },
      draft: { title: 'Published', price: 120 },
    });
    state.clearEdit();
    expect(usePostAddJourneyStore.getState().edit).toBeNull();
    expect(usePostAddJourneyStore.getState().draft).toEqual({ title: 'New ad in progress' });
  });
});
