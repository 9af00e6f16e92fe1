import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const BROKEN_TEXT = 'Some of the text has broken characters. Please type it again.';

// With the u flag a surrogate pair is one code point, so only a lone surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether every string in a parsed JSON value (keys too) is well-formed Unicode. */
function isWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(isWellFormed);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(
      ([key, item]) => !LONE_SURROGATE.test(key) && isWellFormed(item),
    );
  }
  return true;
}

/**
 * Fastify's own JSON parser (prototype-poisoning protection included), plus a 400 for text with a
 * lone surrogate (`"\ud800"`): JSON allows the escape, but PostgreSQL refuses it in jsonb (the
 * audit log, organisations, delivery places), which answered 500 (found by fuzzing, issue 12).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string.
    void parse(request, body as string, (error, value: unknown) => {
      if (error) done(error, undefined);
      else if (!isWellFormed(value)) done(new AppError('BAD_REQUEST', BROKEN_TEXT), undefined);
      else done(null, value);
    });
  });
}
