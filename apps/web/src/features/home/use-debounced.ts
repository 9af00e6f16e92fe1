import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@dawa/contract';

/** `value`, once it has stood still for the spec's debounce (166 ms). */
export function useDebounced<T>(value: T, ms: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
