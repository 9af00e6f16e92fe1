/**
 * A sentence's words before and after `{slot}`, where a drawn part (the wordmark, a link) goes:
 * each language puts it where its grammar wants ("Sign in to {brand}" / "ወደ {brand} ይግቡ").
 */
export function around(sentence: string, slot: string): [before: string, after: string] {
  const at = sentence.indexOf(slot);
  if (at < 0) return [sentence, ''];
  return [sentence.slice(0, at), sentence.slice(at + slot.length)];
}
