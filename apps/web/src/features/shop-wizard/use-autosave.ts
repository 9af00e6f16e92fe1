import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Keeps what is typed in the draft as it is typed, so a reload loses nothing (docs/design.md#forms). */
export function useAutosave<T extends FieldValues, D>(
  watch: UseFormWatch<T>,
  save: (values: D) => void,
): void {
  useEffect(() => {
    const subscription = watch((values) => save(values as D));
    return () => subscription.unsubscribe();
  }, [watch, save]);
}
