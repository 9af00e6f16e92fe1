import { describe, expect, it } from 'vitest';
import { backoffDelay, nextLinkState, type BackoffOptions, type LinkState } from './backoff.ts';

const noJitter: BackoffOptions = { baseMs: 1000, maxMs: 30_000, jitter: 0 };

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((a) => backoffDelay(a, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('takes off at most the jitter share, never adds', () => {
    const opts = { ...noJitter, jitter: 0.5 };
    expect(backoffDelay(3, { ...opts, random: () => 0 })).toBe(2000);
    expect(backoffDelay(3, { ...opts, random: () => 0.999999 })).toBe(4000);
  });
});

describe('nextLinkState', () => {
  const run = (events: Parameters<typeof nextLinkState>[1][]): LinkState =>
    events.reduce<LinkState>((s, e) => nextLinkState(s, e, noJitter), { kind: 'idle' });

  it('connects, opens, and after a drop waits longer each failed try', () => {
    expect(run([{ type: 'start' }, { type: 'ready' }])).toEqual({ kind: 'open' });
    const dropped = run([
      { type: 'start' },
      { type: 'ready' },
      { type: 'closed', unauthorized: false },
    ]);
    expect(dropped).toEqual({ kind: 'waiting', attempt: 1, delayMs: 1000 });
    const again = run([
      { type: 'start' },
      { type: 'ready' },
      { type: 'closed', unauthorized: false },
      { type: 'retry' },
      { type: 'closed', unauthorized: false },
      { type: 'retry' },
      { type: 'closed', unauthorized: false },
    ]);
    expect(again).toEqual({ kind: 'waiting', attempt: 3, delayMs: 4000 });
  });

  it('starts over from the first delay once a connection was ready', () => {
    const s = run([
      { type: 'start' },
      { type: 'closed', unauthorized: false },
      { type: 'retry' },
      { type: 'closed', unauthorized: false },
      { type: 'retry' },
      { type: 'ready' },
      { type: 'closed', unauthorized: false },
    ]);
    expect(s).toEqual({ kind: 'waiting', attempt: 1, delayMs: 1000 });
  });

  it('stops on 4401 unless the token was just renewed, and on a second 4401 in a row', () => {
    expect(run([{ type: 'start' }, { type: 'closed', unauthorized: true }])).toEqual({
      kind: 'stopped',
      reason: 'unauthorized',
    });
    const renewed = run([
      { type: 'start' },
      { type: 'ready' },
      { type: 'closed', unauthorized: true, tokenRenewed: true },
    ]);
    expect(renewed).toEqual({ kind: 'waiting', attempt: 1, delayMs: 1000, refused: true });
    expect(
      run([
        { type: 'start' },
        { type: 'closed', unauthorized: true, tokenRenewed: true },
        { type: 'retry' },
        { type: 'closed', unauthorized: true, tokenRenewed: true },
      ]),
    ).toEqual({ kind: 'stopped', reason: 'unauthorized' });
  });

  it('ignores events that do not fit the state, and stop always stops', () => {
    expect(run([{ type: 'ready' }])).toEqual({ kind: 'idle' });
    expect(run([{ type: 'retry' }])).toEqual({ kind: 'idle' });
    expect(
      run([{ type: 'start' }, { type: 'stop' }, { type: 'closed', unauthorized: false }]),
    ).toEqual({
      kind: 'stopped',
      reason: 'signed-out',
    });
    expect(run([{ type: 'start' }, { type: 'stop' }, { type: 'start' }])).toEqual({
      kind: 'connecting',
      attempt: 0,
    });
  });
});
