import { Fragment, type ReactNode } from 'react';

// A sentence with parts that are not text (a link, a <code>) in the middle: the catalogue keeps
// the whole sentence with `{name}` where each part goes, so a language puts them where its word
// order wants (docs/i18n.md). `t(key)` leaves a placeholder it was not given as written; this
// puts the parts in.

const PLACEHOLDER = /\{(\w+)\}/g;

/** `text` (from `t`, its parts' placeholders unfilled) with each `{name}` replaced by `parts[name]`. */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(name in parts)) continue;
    out.push(text.slice(last, match.index));
    out.push(<Fragment key={`${name}-${String(match.index)}`}>{parts[name]}</Fragment>);
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
