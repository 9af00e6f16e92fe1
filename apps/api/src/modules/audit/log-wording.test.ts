import { describe, expect, it } from 'vitest';
import {
  changesOf,
  formatDate,
  recordedNameOf,
  subjectKindOf,
  summaryOf,
  words,
} from './log-wording.ts';

const names = { categories: new Map([['4f0c7a52-9a59-4c55-9f4c-2f5b4c1d2e3f', 'Pain relief']]) };

describe('audit wording', () => {
  it('turns keys into words, never camelCase', () => {
    expect(words('bulkQuantity')).toBe('Bulk quantity');
    expect(words('delivery_note')).toBe('Delivery note');
    expect(words('wrong-credentials')).toBe('Wrong credentials');
    expect(subjectKindOf('post')).toBe('Listing');
    expect(subjectKindOf('someNewThing')).toBe('Some new thing');
  });

  it('formats each field by its kind: money, statuses, roles, dates, booleans, categories', () => {
    expect(
      changesOf(
        'post',
        { priceMinor: 85000, status: 'ACTIVE', negotiable: false, updatedAt: 'x' },
        { priceMinor: 82000, status: 'SOLD', negotiable: true },
        names,
      ),
    ).toEqual([
      { field: 'priceMinor', label: 'Price', before: 'ETB 850.00', after: 'ETB 820.00' },
      { field: 'status', label: 'Status', before: 'Active', after: 'Sold' },
      { field: 'negotiable', label: 'Negotiable', before: 'No', after: 'Yes' },
    ]);
    expect(
      changesOf(
        'post',
        null,
        {
          categoryId: '4f0c7a52-9a59-4c55-9f4c-2f5b4c1d2e3f',
          expiresAt: '2027-03-12T14:05:00.000Z',
          bulkPriceMinor: 123456789,
          createdBy: 'a-user-id',
          someNewField: 3,
        },
        names,
      ).map((c) => [c.label, c.after]),
    ).toEqual([
      ['Category', 'Pain relief'],
      ['Expires at', '12 Mar 2027, 14:05 UTC'],
      ['Bulk price', 'ETB 1,234,567.89'],
      ['Some new field', '3'],
    ]);
    expect(changesOf('membership', { role: 'USER' }, null, names)).toEqual([
      { field: 'role', label: 'Role', before: 'Member', after: null },
    ]);
    expect(
      changesOf('user', null, { method: 'password', reason: 'wrong-credentials' }, names),
    ).toEqual([
      { field: 'method', label: 'Signed in with', before: null, after: 'Password' },
      { field: 'reason', label: 'Reason', before: null, after: 'Wrong credentials' },
    ]);
    expect(formatDate('2027-03-12')).toBe('12 Mar 2027');
  });

  it('summarises on one line, cutting long values, and finds a recorded name', () => {
    const long = 'x'.repeat(100);
    const line = summaryOf([
      { field: 'role', label: 'Role', before: 'Member', after: 'Admin' },
      { field: 'description', label: 'Description', before: null, after: long },
    ]);
    expect(line).toBe(`Role: Member → Admin; Description: ${'x'.repeat(59)}…`);
    expect(recordedNameOf(null, { email: 'a@b.c' })).toBe('a@b.c');
    expect(recordedNameOf({ title: 'Gauze' }, { status: 'SOLD' })).toBe('Gauze');
  });
});
