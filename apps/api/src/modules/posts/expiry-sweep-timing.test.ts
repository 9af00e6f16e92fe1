import { describe, expect, it } from 'vitest';
import { msUntilNextExpiryPass } from './expiry-sweep.ts';

// A listing is past its expiry from the UTC day after its expiry date (decision 016): the sweep
// runs just after each UTC midnight, so it leaves the marketplace within seconds, not an hour.
describe('the expiry pass after midnight', () => {
  it('waits until just after the next UTC midnight', () => {
    expect(msUntilNextExpiryPass(new Date('2031-03-10T23:59:00Z'))).toBe(65_000);
    expect(msUntilNextExpiryPass(new Date('2031-03-10T00:00:00Z'))).toBe(86_405_000);
  });
  it('crosses a month and a year end, and a day in Addis Ababa that began three hours before', () => {
    expect(msUntilNextExpiryPass(new Date('2031-02-28T12:00:00Z'))).toBe(12 * 3600_000 + 5_000);
    expect(msUntilNextExpiryPass(new Date('2031-12-31T21:00:00Z'))).toBe(3 * 3600_000 + 5_000);
  });
});
