import { describe, expect, it } from 'vitest';
import {
  allocate,
  cents,
  centsAtLeast,
  centsAtMost,
  formatEtb,
  fromWire,
  hasAtMostTwoDecimals,
  MONEY_MAX_CENTS,
  MONEY_MAX_ETB,
  parseMoney,
  percentOf,
  sumMoney,
  timesQuantity,
  toDecimalText,
  toWire,
  type Cents,
} from './money.ts';
import { zMoney } from './money-field.ts';

// Property-style checks over many values from a seeded generator (the same values every run).
function* random(seed: number, count: number, max: number): Generator<number> {
  let state = seed >>> 0;
  for (let i = 0; i < count; i++) {
    // xorshift32: enough spread for amounts, and reproducible.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    // Mix small and large amounts: a random number of digits, then a random value of that size.
    const digits = 1 + (state % String(max).length);
    yield Math.floor(((state >>> 3) / 2 ** 29) * Math.min(max, 10 ** digits));
  }
}
const c = (n: number) => cents(n);

describe('parseMoney and toWire', () => {
  it('reads the wire exactly: 19.99 is 1999, never 1998.9999…', () => {
    expect(parseMoney(19.99)).toEqual({ ok: true, cents: 1999 });
    // 1.005 × 1000 is 1004.9999999999999 in floating point: refused, not rounded to 1005.
    expect(parseMoney(1.005 * 1000)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseMoney('1,250.50')).toEqual({ ok: true, cents: 125050 });
    expect(parseMoney(' .5 ')).toEqual({ ok: true, cents: 50 });
    expect(parseMoney('12.')).toEqual({ ok: true, cents: 1200 });
    expect(parseMoney('1.500')).toEqual({ ok: true, cents: 150 });
    expect(parseMoney(0)).toEqual({ ok: true, cents: 0 });
  });

  it('refuses what is not a whole number of santim, and what is too big', () => {
    for (const bad of [
      0.1 + 0.2,
      10.001,
      '10.001',
      -1,
      '-1',
      NaN,
      Infinity,
      1e-7,
      '',
      '.',
      'abc',
      '1,25',
      '1e3',
      null,
      {},
    ]) {
      expect(parseMoney(bad), `${typeof bad} ${JSON.stringify(bad)}`).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    for (const big of [1e21, 1e14, '10000000000000', MONEY_MAX_CENTS]) {
      expect(parseMoney(big), String(big)).toEqual({ ok: false, reason: 'tooBig' });
    }
    expect(parseMoney(MONEY_MAX_ETB)).toMatchObject({ ok: true });
  });

  it('round-trips every amount: parse(toWire(x)) = x, and the wire text is the decimal', () => {
    for (const n of random(1, 5000, MONEY_MAX_CENTS)) {
      const amount = c(n);
      const wire = toWire(amount);
      expect(fromWire(wire)).toBe(n);
      expect(parseMoney(JSON.parse(JSON.stringify(wire)))).toEqual({ ok: true, cents: n });
      expect(String(wire)).toBe(toDecimalText(amount).replace(/\.?0+$/, ''));
      expect(parseMoney(toDecimalText(amount))).toEqual({ ok: true, cents: n });
    }
  });

  it('fromWire refuses an unvalidated amount instead of rounding it', () => {
    expect(() => fromWire(10.001)).toThrow(RangeError);
    expect(() => fromWire(0.1 + 0.2)).toThrow(RangeError);
    expect(fromWire(-12.5)).toBe(-1250);
  });

  it('cents takes integers only (bigint columns may be strings)', () => {
    expect(cents('950000')).toBe(950000);
    expect(cents(12n)).toBe(12);
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(2 ** 53)).toThrow(RangeError);
  });

  it('writes two decimals as text', () => {
    expect(toDecimalText(c(9500))).toBe('95.00');
    expect(toDecimalText(c(5))).toBe('0.05');
    expect(toDecimalText(c(-105))).toBe('-1.05');
  });
});

describe('list bounds', () => {
  it('turns "price ≥ b" and "price ≤ b" into santim exactly', () => {
    expect(centsAtLeast(10)).toBe(1000);
    expect(centsAtMost(10)).toBe(1000);
    expect(centsAtLeast(10.004)).toBe(1001);
    expect(centsAtMost(10.004)).toBe(1000);
    expect(centsAtLeast(19.99)).toBe(1999);
    expect(centsAtMost(19.99)).toBe(1999);
    expect(centsAtLeast(1e-7)).toBe(1);
    expect(centsAtMost(1e-7)).toBe(0);
    expect(() => centsAtLeast(-1)).toThrow(RangeError);
  });
});

describe('sumMoney and timesQuantity', () => {
  it('add and multiply in whole santim: 0.10 + 0.20 is 0.30', () => {
    expect(toWire(sumMoney([fromWire(0.1), fromWire(0.2)]))).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(toWire(timesQuantity(fromWire(115.5), 10))).toBe(1155);
    let total = 0;
    const parts: Cents[] = [];
    for (const n of random(2, 2000, 10_000_000)) {
      parts.push(c(n));
      total += n;
    }
    expect(sumMoney(parts)).toBe(total);
  });
  it('refuse a result a number cannot hold exactly', () => {
    expect(() => sumMoney([c(MONEY_MAX_CENTS), c(1)])).toThrow(RangeError);
    expect(() => timesQuantity(c(100_000_000_000), 10_000_000)).toThrow(RangeError);
    expect(() => timesQuantity(c(100), 1.5)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds once, to the nearest santim, a half away from zero', () => {
    expect(percentOf(c(1000), 1500)).toBe(150); // 15 % of 10.00
    expect(percentOf(c(10), 1500)).toBe(2); // 1.5 santim → 2
    expect(percentOf(c(30), 1500)).toBe(5); // 4.5 → 5
    expect(percentOf(c(3), 1500)).toBe(0); // 0.45 → 0
    expect(percentOf(c(-10), 1500)).toBe(-2);
    expect(percentOf(c(12345), 0)).toBe(0);
    expect(percentOf(c(12345), 10_000)).toBe(12345);
    expect(() => percentOf(c(100), 15.5)).toThrow(RangeError);
  });
  it('agrees with exact integer arithmetic over many amounts and rates', () => {
    const rates = [...random(3, 200, 10_000)];
    let i = 0;
    for (const n of random(4, 5000, 1_000_000_000_00)) {
      const bp = rates[i++ % rates.length]!;
      const product = BigInt(n) * BigInt(bp);
      const expected = (product * 2n + 10_000n) / 20_000n; // floor(x + 1/2) for x ≥ 0
      expect(percentOf(c(n), bp)).toBe(Number(expected));
    }
  });
});

describe('allocate', () => {
  it('splits with the remainder so the parts add up exactly', () => {
    expect(allocate(c(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(c(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(c(5), [0, 1])).toEqual([0, 5]);
    expect(allocate(c(1000), [1999, 1])).toEqual([1000, 0]);
    expect(() => allocate(c(1), [0, 0])).toThrow(RangeError);
    expect(() => allocate(c(1), [])).toThrow(RangeError);
  });
  it('keeps the sum and stays within a santim of each exact share, for many totals and weights', () => {
    const weights = [...random(5, 600, 5_000_000)];
    let at = 0;
    for (const n of random(6, 600, 10_000_000_000)) {
      const count = 1 + (n % 7);
      const w = weights.slice(at % 590, (at % 590) + count).map((x) => x + 1);
      at += count;
      const parts = allocate(c(n), w);
      expect(parts.reduce((a, p) => a + p, 0)).toBe(n);
      const sum = w.reduce((a, x) => a + x, 0);
      parts.forEach((p, k) => {
        expect(Math.abs(p - (n * w[k]!) / sum)).toBeLessThan(1);
      });
    }
  });
});

describe('formatEtb', () => {
  it('writes money as the app does, from the integer', () => {
    expect(formatEtb(c(380_000), { cents: 'auto' })).toBe('ETB 3,800');
    expect(formatEtb(c(11_550), { cents: 'auto' })).toBe('ETB 115.50');
    expect(formatEtb(c(85_000), { cents: 'always' })).toBe('ETB 850.00');
    expect(formatEtb(c(5), { cents: 'auto' })).toBe('ETB 0.05');
    expect(formatEtb(c(100_000_000_000), { cents: 'auto' })).toBe('ETB 1,000,000,000');
    expect(formatEtb(c(-125_050), { cents: 'always' })).toBe('ETB -1,250.50');
  });
});

describe('zMoney', () => {
  const schema = zMoney({ invalid: 'bad', tooBig: 'big', max: 1_000_000_000 });
  const messages = (value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
  it('takes ETB above 0 with at most two decimals, up to max', () => {
    expect(schema.parse(19.99)).toBe(19.99);
    expect(messages(10.001)).toEqual(['bad']);
    expect(messages(0.1 + 0.2)).toEqual(['bad']);
    expect(messages(0)).toEqual(['bad']);
    expect(messages(-5)).toEqual(['bad']);
    expect(messages('5')).toEqual(['bad']);
    expect(messages(1e10)).toEqual(['big']);
    expect(messages(1e300)).toEqual(['big']);
  });
  it('hasAtMostTwoDecimals judges the decimal writing', () => {
    expect(hasAtMostTwoDecimals(1e21)).toBe(true);
    expect(hasAtMostTwoDecimals(1e-7)).toBe(false);
    expect(hasAtMostTwoDecimals(NaN)).toBe(false);
  });
});
