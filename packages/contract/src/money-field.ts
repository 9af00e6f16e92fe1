import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.ts';

// The request field for money, apart from money.ts on purpose: importing zod pulls all of it into
// a bundle (its modules have side effects), and the web's first page formats prices with money.ts
// without needing a schema (docs/money.md).

/**
 * A money field of a request: ETB with at most two decimals, above 0, at most `max` ETB, with the
 * field's own messages. It stays a number (the wire shape: the web sends what it parses); the API
 * turns it into santim with `fromWire`. The checks are plain zod ones (positive, max) so generated
 * samples (apps/api/src/test/zod-arbitrary.ts) and the OpenAPI page read the bounds.
 */
export const zMoney = ({
  invalid,
  tooBig,
  max,
}: {
  invalid: string;
  tooBig: string;
  max: number;
}) =>
  z
    .number({ error: invalid })
    .positive(invalid)
    .max(max, tooBig)
    .refine(hasAtMostTwoDecimals, invalid);
