import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@dawa/contract';
import { forgetIdempotencyKey, idempotencyHeaders } from './idempotency.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (scope: string, body: unknown) =>
  idempotencyHeaders(scope, body)[IDEMPOTENCY_KEY_HEADER];

describe('idempotencyHeaders', () => {
  it('sends the same UUID for the same body until it is forgotten, and a new one for a changed body', () => {
    const first = keyOf('post', { title: 'Gloves' });
    expect(first).toMatch(UUID_V4);
    expect(keyOf('post', { title: 'Gloves' })).toBe(first);
    const changed = keyOf('post', { title: 'Nitrile gloves' });
    expect(changed).toMatch(UUID_V4);
    expect(changed).not.toBe(first);
    expect(keyOf('shop', { title: 'Nitrile gloves' })).not.toBe(changed);

    forgetIdempotencyKey('post');
    expect(keyOf('post', { title: 'Nitrile gloves' })).not.toBe(changed);
  });
});
