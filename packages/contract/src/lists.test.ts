import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUDIT_FILTER_FIELDS, ZAuditListQuery } from './audit.ts';
import {
  LIST_MESSAGES,
  parseSort,
  readAddressFilter,
  sortToken,
  zKeysetPage,
  zListQuery,
} from './lists.ts';

const query = zListQuery({
  sorts: ['name', 'createdAt'],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: { status: z.enum(['OPEN', 'CLOSED']).optional() },
  limit: { default: 20, max: 50 },
});
const messageOf = (input: object) => query.safeParse(input).error?.issues[0]?.message;

describe('zListQuery', () => {
  it('reads limit, cursor, sort and the filters, with the defaults', () => {
    expect(query.parse({})).toEqual({ limit: 20, sort: { key: 'createdAt', direction: 'desc' } });
    expect(query.parse({ limit: '5', sort: 'name', status: 'OPEN', cursor: 'abc_-9' })).toEqual({
      limit: 5,
      sort: { key: 'name', direction: 'asc' },
      status: 'OPEN',
      cursor: 'abc_-9',
    });
    expect(query.parse({ sort: '-name' }).sort).toEqual({ key: 'name', direction: 'desc' });
  });

  it('refuses each bad part with its own message', () => {
    for (const limit of ['0', '51', 'ten', '2.5']) {
      expect(messageOf({ limit }), limit).toBe(LIST_MESSAGES.limitInvalid(50));
    }
    for (const sort of ['price', '--name', 'Name', '']) {
      expect(messageOf({ sort }), sort).toBe(
        LIST_MESSAGES.sortInvalid(['name', '-name', 'createdAt', '-createdAt']),
      );
    }
    for (const cursor of ['', 'a b', 'a/b', 'x'.repeat(2049)]) {
      expect(messageOf({ cursor }), cursor).toBe(LIST_MESSAGES.cursorInvalid);
    }
    expect(query.safeParse({ status: 'LOST' }).success).toBe(false);
  });

  it('the audit log uses it, with its date range rule', () => {
    expect(ZAuditListQuery.parse({}).sort).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(ZAuditListQuery.safeParse({ from: '2027-03-02', to: '2027-03-01' }).success).toBe(false);
  });
});

describe('sorts', () => {
  it('parseSort reads only the declared keys; sortToken writes them back', () => {
    expect(parseSort('-name', ['name'])).toEqual({ key: 'name', direction: 'desc' });
    expect(parseSort('name', ['name'])).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSort('price', ['name'])).toBeNull();
    expect(parseSort(null, ['name'])).toBeNull();
    expect(sortToken({ key: 'name', direction: 'desc' })).toBe('-name');
  });
});

describe('zKeysetPage', () => {
  it('is the house page shape, with a capped total', () => {
    const page = zKeysetPage(z.object({ id: z.string() }));
    const answer = {
      docs: [{ id: 'a' }],
      limit: 1,
      hasMore: true,
      nextCursor: 'abc',
      total: 10_000,
      isTotalCapped: true,
    };
    expect(page.parse(answer)).toEqual(answer);
    expect(page.safeParse({ ...answer, isTotalCapped: undefined }).success).toBe(false);
  });
});

describe('readAddressFilter', () => {
  it('keeps each valid field, leaves out a bad one, never throws', () => {
    const params = new URLSearchParams(
      'actor=not-a-uuid&action=member-role-change&from=2027-02-31&to=2027-03-01&other=x',
    );
    expect(readAddressFilter(AUDIT_FILTER_FIELDS, params)).toEqual({
      action: ['member-role-change'],
      to: '2027-03-01',
    });
    expect(readAddressFilter(AUDIT_FILTER_FIELDS, new URLSearchParams('action=drop'))).toEqual({});
    const actor = '4f1c6a8e-2b7d-4c3e-9a5f-0d1e2f3a4b5c';
    expect(
      readAddressFilter(AUDIT_FILTER_FIELDS, new URLSearchParams(`actor=${actor}&from=2027-03-01`)),
    ).toEqual({ actor, from: '2027-03-01' });
  });
});
