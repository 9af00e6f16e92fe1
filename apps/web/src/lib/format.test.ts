import { describe, expect, it } from 'vitest';
import { formatDate, initials } from './format.ts';

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
