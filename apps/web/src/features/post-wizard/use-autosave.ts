import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Keeps what is typed in the draft as it is typed, so a reload loses nothing (docs/design.md#forms). */
export function useAutosave<T extends FieldValues>(
  watch: UseFormWatch<T>,
  save: (values: Partial<T>) => void,
): void {
  // The latest save, without restarting the subscription on every render.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const subscription = watch((values) => saveRef.current(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [watch]);
}
