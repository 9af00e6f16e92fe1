import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// Progress of multi-step journeys (the sign-up wizard above all), kept so a reload loses nothing.

export interface Journey {
  step: number;
  data: Record<string, unknown>;
}

export interface JourneysState {
  journeys: Record<string, Journey>;
  setStep: (name: string, step: number) => void;
  saveData: (name: string, patch: Record<string, unknown>) => void;
  resetJourney: (name: string) => void;
}

const EMPTY: Journey = { step: 0, data: {} };

export const selectJourney =
  (name: string) =>
  (state: JourneysState): Journey =>
    state.journeys[name] ?? EMPTY;

export const useJourneysStore = readStoredWhileHydrating(
  create<JourneysState>()(
    persist(
      (set, get) => {
        const update = (name: string, change: (j: Journey) => Journey) =>
          set({ journeys: { ...get().journeys, [name]: change(get().journeys[name] ?? EMPTY) } });
        return {
          journeys: {},
          setStep: (name, step) => update(name, (j) => ({ ...j, step })),
          saveData: (name, patch) => update(name, (j) => ({ ...j, data: { ...j.data, ...patch } })),
          resetJourney: (name) => {
            const { [name]: _removed, ...rest } = get().journeys;
            set({ journeys: rest });
          },
        };
      },
      { name: STORAGE_KEYS.journeys, version: 0, storage: createJSONStorage(() => localStorage) },
    ),
  ),
);
