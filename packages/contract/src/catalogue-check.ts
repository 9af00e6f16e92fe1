import { placeholdersOf, type Catalogue, type Entry } from './translate.ts';

// What the types cannot check about a translation (docs/i18n.md): the same placeholders, a plural
// where English has one, nothing empty, and (for a file not typed against English) the same keys.
// One check for the web's screens and the API's e-mails; each side's test feeds it its catalogues.

const kind = (entry: Entry) => (typeof entry === 'string' ? 'text' : 'plural');
const texts = (entry: Entry) => (typeof entry === 'string' ? [entry] : [entry.one, entry.other]);

/** Every way `other` fails to say what `english` says, one line each; empty when it is complete. */
export function catalogueProblems(english: Catalogue, other: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(other))
    if (!(key in english)) problems.push(`${key}: not in the English catalogue`);
  for (const [key, source] of Object.entries(english)) {
    const target = other[key];
    if (target === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (kind(target) !== kind(source))
      problems.push(`${key}: a ${kind(target)} where English has a ${kind(source)}`);
    const [want, got] = [placeholdersOf(source).join(','), placeholdersOf(target).join(',')];
    if (want !== got) problems.push(`${key}: placeholders {${got}} where English has {${want}}`);
    for (const text of [...texts(source), ...texts(target)])
      if (text.trim() === '') problems.push(`${key}: empty text`);
  }
  return problems;
}
