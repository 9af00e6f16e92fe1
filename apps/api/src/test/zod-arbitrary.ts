// fast-check arbitraries of request values from the routes' zod schemas (zod 4's definitions), for
// the authorization matrix (one valid sample per request) and the fuzzer (valid-shaped inputs).
// Refinements are not modelled: callers keep the candidates `schema.safeParse` accepts.
import fc from 'fast-check';
import type { z } from 'zod';

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** The parts of zod 4's definitions read here (`schema.def`; checks carry theirs in `_zod.def`). */
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  getter?: () => z.ZodType;
}

export interface ArbitraryOptions {
  /** `minimal`: required keys only, no nulls, fewest items (samples that reach the handler plainly);
   * `varied`: any optional key, null and length (the fuzzer's valid-shaped inputs). */
  mode: 'minimal' | 'varied';
  /** Ids that exist, mixed into every UUID field so handlers find rows, not only misses. */
  knownIds?: readonly string[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const isOptionalKey = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const ALNUM = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
// Valid but unusual text: accents, Amharic, emoji, a right-to-left mark, spaces inside.
const UNUSUAL = [...'éßØ€ሰላምአበበ🙂 \u200f-_.'];

/** An arbitrary of the values `schema` accepts as input (before its transforms). */
export function arbitraryOf(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const minimal = options.mode === 'minimal';
  const of = (inner: z.ZodType) => arbitraryOf(inner, options);
  switch (def.type) {
    case 'string':
      return stringOf(def, options);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return of(def.innerType as z.ZodType);
    case 'nullable':
      return minimal
        ? of(def.innerType as z.ZodType)
        : fc.option(of(def.innerType as z.ZodType), { nil: null, freq: 4 });
    case 'array': {
      const checks = checksOf(def);
      const exact = checks.find((c) => c.check === 'length_equals')?.length;
      const min = exact ?? checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = exact ?? checks.find((c) => c.check === 'max_length')?.maximum ?? min + 3;
      return fc.array(of(def.element as z.ZodType), {
        minLength: min,
        maxLength: minimal ? Math.max(min, 1) : Math.min(max, min + 3),
      });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape).filter((key) => !minimal || !isOptionalKey(shape[key]!));
      const record = Object.fromEntries(keys.map((key) => [key, of(shape[key]!)]));
      const requiredKeys = keys.filter((key) => minimal || !isOptionalKey(shape[key]!));
      return fc.record(record, { requiredKeys });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(of));
    case 'intersection':
      return of(def.left as z.ZodType);
    case 'record':
      return fc.dictionary(
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 8 }),
        of(def.valueType as z.ZodType),
        { maxKeys: 3 },
      );
    case 'pipe': {
      // A transform's output says nothing of the input; otherwise the output is the stricter
      // side when both are the same type (z.string().trim().pipe(z.email())).
      const inDef = defOf(def.in as z.ZodType);
      const outDef = defOf(def.out as z.ZodType);
      return of((outDef.type === inDef.type ? def.out : def.in) as z.ZodType);
    }
    case 'lazy':
      return of((def.getter as () => z.ZodType)());
    default:
      // any, unknown, transform, custom: whatever JSON carries.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(def: Def, { mode, knownIds = [] }: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const formats = [def.format, ...checks.map((c) => c.format)].filter(Boolean);
  const regex = def.format === undefined ? checks.find((c) => c.pattern)?.pattern : undefined;
  if (formats.includes('uuid') || formats.includes('guid')) {
    return knownIds.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...knownIds)) : fc.uuid();
  }
  if (formats.includes('email')) {
    return fc
      .tuple(fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 6, maxLength: 12 }), fc.nat())
      .map(([name, n]) => `fuzz-${name}${String(n)}@example.com`);
  }
  if (formats.includes('url')) return fc.webUrl({ validSchemes: ['https'] });
  if (formats.includes('datetime')) {
    return fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2099, 0, 1), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const min = exact ?? checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = exact ?? checks.find((c) => c.check === 'max_length')?.maximum ?? Infinity;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (regex) return fc.stringMatching(regex).filter(fits);
  const length = { minLength: Math.max(min, 1), maxLength: Math.min(max, Math.max(min, 1) + 24) };
  const plain = fc.string({ unit: fc.constantFrom(...ALNUM), ...length });
  if (mode === 'minimal') return plain;
  // Inner spaces only: leading or trailing ones are trimmed away and may fall under a minimum.
  const unusual = fc
    .string({ unit: fc.constantFrom(...UNUSUAL, ...ALNUM), ...length })
    .map((s) => `x${s.slice(2)}y`.slice(0, length.maxLength))
    .filter(fits);
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: unusual });
}

function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let min = -1_000_000;
  let max = 1_000_000;
  for (const c of checks) {
    if (c.value === undefined) continue;
    const step = c.inclusive ? 0 : isInt ? 1 : 0.01;
    if (c.check === 'greater_than') min = Math.max(min, Number(c.value) + step);
    if (c.check === 'less_than') max = Math.min(max, Number(c.value) - step);
  }
  if (isInt) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Two decimals at most: money fields allow no more, and other numbers do not mind.
  return fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((cents) => cents / 100);
}

/**
 * A value `schema` accepts, found among generated candidates (deterministic for a seed), with
 * `override` merged over objects first. Throws when none of the candidates passes, so a schema
 * the generator cannot satisfy is named instead of silently sending junk.
 */
export function sampleOf(
  schema: z.ZodType,
  { seed, override, knownIds }: { seed: number; override?: object; knownIds?: readonly string[] },
): unknown {
  for (const mode of ['minimal', 'varied'] as const) {
    const candidates = fc.sample(arbitraryOf(schema, { mode, knownIds }), { seed, numRuns: 60 });
    for (const candidate of candidates) {
      const value =
        isPlainObject(candidate) && override ? { ...candidate, ...override } : candidate;
      if (schema.safeParse(value).success) return value;
    }
  }
  throw new Error(`sampleOf: no generated value passes this schema (seed ${String(seed)})`);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
