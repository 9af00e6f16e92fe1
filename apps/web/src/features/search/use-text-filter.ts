import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@dawa/contract';

/**
 * A typed filter (the words, the location) whose committed value lives in the address: the field
 * answers at once, the address follows after the spec's debounce. One typing session makes one
 * history entry (its first commit pushes, later ones replace), so Back undoes the whole edit
 * rather than a letter. Back/forward to another value puts that value back in the field.
 */
export function useTextFilter(
  committed: string,
  commit: (value: string, options: { replace: boolean }) => void,
) {
  const [text, setText] = useState(committed);
  const inSession = useRef(false);
  // What this field sent to the address (typed text once the typing rested, or a picked
  // suggestion) until the address changes. The navigation runs in a transition, so on a busy phone
  // it lands after more typing: that arrival is this field's own value, not one from outside, and
  // leaves the text typed meanwhile; nor does the debounce send it a second time (a new entry).
  const [sent, setSent] = useState<string | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const next = text.replace(/\s+/g, ' ').trim();
    if (next === committed || next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      commitRef.current(next, { replace: inSession.current });
      inSession.current = true;
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, sent]);

  // Another value arrived from outside (Back, a link, "Clear the filters").
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    // From now on a value coming back is Back or Forward, from outside.
    setSent(null);
    if (committed !== sent && text.replace(/\s+/g, ' ').trim() !== committed) setText(committed);
  }

  return {
    text,
    setText,
    /**
     * A suggestion was picked: the field shows it and the caller applies it to the address at once.
     * Answers whether that should replace the current history entry rather than add one: when this
     * typing session already made its entry, or when the pick completes the text the address holds
     * ("Bo", then "Bole"). The text tells it too because the field's blur may end the session
     * before the pick arrives (the pointer leaves the field first).
     */
    pick: (value: string) => {
      const typed = committed.toLowerCase();
      const replace = inSession.current || (typed !== '' && value.toLowerCase().startsWith(typed));
      setSent(value);
      setText(value);
      return { replace };
    },
    /** Ends the typing session: the next edit is a new history entry. */
    endSession: () => {
      inSession.current = false;
    },
  };
}
