import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStored } from '../test/factories.ts';
import { selectJourney, useJourneysStore } from './journeys-store.ts';

beforeEach(() => {
  useJourneysStore.setState({ journeys: {} });
  localStorage.clear();
});

const journey = (name: string) => selectJourney(name)(useJourneysStore.getState());

describe('journeys store', () => {
  it('gives an unknown journey step 0 and no data', () => {
    expect(useJourneysStore.getState().journeys).toEqual({});
    expect(journey('signup')).toEqual({ step: 0, data: {} });
  });

  it('sets the step and merges saved data, per journey', () => {
    const s = useJourneysStore.getState();
    s.setStep('signup', 2);
    s.saveData('signup', { full_name: 'Abebe', email: 'a@example.et' });
    s.saveData('signup', { email: 'b@example.et', city: 'Addis' });
    s.setStep('shop', 1);

    expect(journey('signup')).toEqual({
      step: 2,
      data: { full_name: 'Abebe', email: 'b@example.et', city: 'Addis' },
    });
    expect(journey('shop')).toEqual({ step: 1, data: {} });
  });

  it('saving data keeps the step and setting the step keeps the data', () => {
    useJourneysStore.getState().setStep('signup', 3);
    useJourneysStore.getState().saveData('signup', { a: 1 });
    useJourneysStore.getState().setStep('signup', 4);
    expect(journey('signup')).toEqual({ step: 4, data: { a: 1 } });
  });

  it('resetJourney forgets one journey only', () => {
    useJourneysStore.getState().setStep('signup', 2);
    useJourneysStore.getState().setStep('shop', 3);
    useJourneysStore.getState().resetJourney('signup');
    expect(useJourneysStore.getState().journeys).toEqual({ shop: { step: 3, data: {} } });
    expect(journey('signup')).toEqual({ step: 0, data: {} });
  });

  it('persists every journey under the journeys key and restores it on reload', async () => {
    useJourneysStore.getState().setStep('signup', 2);
    useJourneysStore.getState().saveData('signup', { org_name: 'Bole Pharmacy' });

    expect(STORAGE_KEYS.journeys).toMatch(/^dawa/);
    expect(readStored(STORAGE_KEYS.journeys)).toEqual({
      journeys: { signup: { step: 2, data: { org_name: 'Bole Pharmacy' } } },
    });

    vi.resetModules();
    const reloaded = (await import('./journeys-store.ts')).useJourneysStore.getState();
    expect(reloaded.journeys.signup).toEqual({ step: 2, data: { org_name: 'Bole Pharmacy' } });
  });
});
