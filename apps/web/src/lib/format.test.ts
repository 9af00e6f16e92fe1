import { describe, expect, it } from 'vitest';
import { formatDate, formatExpiry, formatPhone, initials, telHref } from './format.ts';

describe('formatDate', () => {
  it('writes dates as docs/design.md#money does', () => {
    expect(formatDate('2027-03-12T09:30:00.000Z')).toBe('12 Mar 2027');
  });

  it('answers nothing for something that is not a date', () => {
    expect(formatDate('soon')).toBe('');
  });
});

describe('initials', () => {
  it('takes up to two initials, upper-cased', () => {
    expect(initials('selam tesfaye bekele')).toBe('ST');
    expect(initials('  Hana ')).toBe('H');
    expect(initials('')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups Ethiopian numbers, international and national', () => {
    expect(formatPhone('+251911223344')).toBe('+251 91 122 3344');
    expect(formatPhone('0911223344')).toBe('091 122 3344');
  });

  it('leaves any other number as typed', () => {
    expect(formatPhone('+4930123456')).toBe('+4930123456');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('telHref', () => {
  it('dials the digits and the leading plus only', () => {
    expect(telHref('+251 91 122 3344')).toBe('tel:+251911223344');
  });
});

describe('formatExpiry', () => {
  const now = Date.parse('2027-03-01T12:00:00.000Z');
  const later = (ms: number) => new Date(now + ms).toISOString();
  const HOUR = 3_600_000;

  it('counts minutes under an hour, hours under a day, days under a week', () => {
    expect(formatExpiry(later(30_000), now)).toBe('Expires in less than a minute');
    expect(formatExpiry(later(60_000), now)).toBe('Expires in 1 minute');
    expect(formatExpiry(later(9.5 * 60_000), now)).toBe('Expires in 9 minutes');
    expect(formatExpiry(later(HOUR), now)).toBe('Expires in 1 hour');
    expect(formatExpiry(later(23.5 * HOUR), now)).toBe('Expires in 23 hours');
    expect(formatExpiry(later(24 * HOUR), now)).toBe('Expires in 1 day');
    expect(formatExpiry(later(6.9 * 24 * HOUR), now)).toBe('Expires in 6 days');
  });

  it('dates an expiry a week or more away, and one already past', () => {
    expect(formatExpiry('2027-03-15T12:00:00.000Z', now)).toBe('Expires 15 Mar 2027');
    expect(formatExpiry('2027-02-27T12:00:00.000Z', now)).toBe('Expired 27 Feb 2027');
    expect(formatExpiry(later(0), now)).toBe('Expired 1 Mar 2027');
  });

  it('answers nothing for something that is not a date', () => {
    expect(formatExpiry('soon', now)).toBe('');
  });
});
