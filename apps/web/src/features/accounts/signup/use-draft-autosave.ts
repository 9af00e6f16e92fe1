import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Keeps what is typed in the draft as it is typed, so a reload loses nothing (docs/design.md#forms). */
export function useDraftAutosave<T extends FieldValues>(
  watch: UseFormWatch<T>,
  save: (values: Partial<T>) => void,
): void {
  useEffect(() => {
    const subscription = watch((values) => save(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [watch, save]);
}
