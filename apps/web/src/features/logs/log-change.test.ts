import { describe, expect, it } from 'vitest';
import { changeSummary, fieldChanges } from './log-change.ts';

describe('log changes', () => {
  it('lines up before and after by field', () => {
    expect(fieldChanges({ role: 'USER' }, { role: 'ADMIN', note: 'x' })).toEqual([
      { field: 'role', before: 'USER', after: 'ADMIN', isChanged: true },
      { field: 'note', before: null, after: 'x', isChanged: true },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
    expect(fieldChanges('a', 'b')).toEqual([
      { field: 'value', before: 'a', after: 'b', isChanged: true },
    ]);
  });

  it('summarises what changed, or what was recorded', () => {
    expect(changeSummary({ role: 'USER' }, { role: 'ADMIN' })).toBe('role: USER → ADMIN');
    expect(changeSummary(null, { method: 'password', email: 'a@b.c' })).toBe(
      'method: password, email: a@b.c',
    );
    expect(changeSummary({ isPlatformAdmin: false }, { isPlatformAdmin: true })).toBe(
      'isPlatformAdmin: false → true',
    );
  });
});
