import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, initials, telHref } from './format.ts';

describe('formatDate', () => {
  it('writes dates as DESIGN.md does', () => {
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
