import { PAGE_ANSWERS_ELEMENT_ID, apiRequestKey, type ApiGet } from '@dawa/contract';

// A public page's document carries the API's answers to the page's first requests, as a visitor
// would get them (the server leaves them out when the browser sends a session's cookie). Each answer
// serves once, for the first screen: later visits of the same page ask the API as usual.

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object')
      for (const [key, body] of Object.entries(parsed)) answers.set(key, body);
  } catch {
    // A broken block is no answer: the page asks the API.
  }
  element.remove();
  return answers;
}

/** The document's answer to `request`, once; undefined when it has none (or gave it already). */
export function takePageAnswer<T>(request: ApiGet): T | undefined {
  const all = readAnswers();
  const key = apiRequestKey(request);
  const body = all.get(key) as T | undefined;
  all.delete(key);
  return body;
}

/** When the answers were made: the navigation's start, so they count as fresh as the page. */
export const pageAnswersTime = (): number => Math.round(performance.timeOrigin);

/**
 * The server's drawing of a page (entry-server.tsx) takes the answers it was handed, not a
 * document's: set just before its first requests are made, synchronously, and emptied after.
 */
export function setPageAnswersForRender(given: Record<string, unknown>): void {
  answers = new Map(Object.entries(given));
}

/** For tests: forget what was read, so the next call reads the document again. */
export function resetPageAnswers(): void {
  answers = undefined;
}
