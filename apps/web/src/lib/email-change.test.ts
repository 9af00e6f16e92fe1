import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJourneysStore } from '../stores/journeys-store.ts';
import {
  EMAIL_CHANGE_JOURNEY,
  endEmailChange,
  readPendingEmailChange,
  rememberedPassword,
  requestEmailChange,
  type PendingEmailChange,
} from './email-change.ts';

const api = vi.hoisted(() => vi.fn());
vi.mock('./api.ts', () => ({ api }));

const NOW = Date.parse('2027-03-01T12:00:00.000Z');
const change: PendingEmailChange = {
  userId: 'user-1',
  email: 'new@example.et',
  sentAt: NOW - 30_000,
  expiresAt: '2027-03-01T12:10:00.000Z',
  withPassword: true,
};
const state = (data: Record<string, unknown>) => ({
  ...useJourneysStore.getState(),
  journeys: { [EMAIL_CHANGE_JOURNEY]: { step: 0, data } },
});

beforeEach(() => {
  useJourneysStore.setState({ journeys: {} });
  localStorage.clear();
  api.mockReset();
});

describe('readPendingEmailChange', () => {
  it("answers the signed-in user's change while its code is good", () => {
    expect(readPendingEmailChange(state({ change }), 'user-1', NOW)).toEqual(change);
  });

  it('answers nothing for another account, an expired code or no change', () => {
    expect(readPendingEmailChange(state({ change }), 'user-2', NOW)).toBeNull();
    expect(readPendingEmailChange(state({ change }), undefined, NOW)).toBeNull();
    expect(
      readPendingEmailChange(state({ change }), 'user-1', Date.parse(change.expiresAt)),
    ).toBeNull();
    expect(readPendingEmailChange(useJourneysStore.getState(), 'user-1', NOW)).toBeNull();
  });

  it('ignores something stored in another shape', () => {
    expect(
      readPendingEmailChange(state({ change: { ...change, sentAt: 'soon' } }), 'user-1', NOW),
    ).toBeNull();
  });
});

describe('requestEmailChange', () => {
  it('remembers where the code went, and the password only in memory', async () => {
    api.mockResolvedValue({
      message: 'We sent a code to new@example.et.',
      email: 'new@example.et',
      expiresAt: change.expiresAt,
    });
    await requestEmailChange('user-1', { email: 'new@example.et', password: 'Sel4m-Pharma!' });

    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/user/email-change',
        body: { email: 'new@example.et', password: 'Sel4m-Pharma!' },
      }),
    );
    const stored = readPendingEmailChange(useJourneysStore.getState(), 'user-1', NOW);
    expect(stored).toMatchObject({ email: 'new@example.et', withPassword: true });
    expect(rememberedPassword()).toBe('Sel4m-Pharma!');
    expect(localStorage.getItem('dawa-journeys-store') ?? '').not.toContain('Sel4m');

    endEmailChange();
    expect(rememberedPassword()).toBeUndefined();
    expect(readPendingEmailChange(useJourneysStore.getState(), 'user-1', NOW)).toBeNull();
  });

  it('remembers nothing when the API refuses', async () => {
    api.mockRejectedValue(new Error('Your current password is not correct.'));
    await expect(
      requestEmailChange('user-1', { email: 'new@example.et', password: 'wrong' }),
    ).rejects.toThrow();
    expect(useJourneysStore.getState().journeys).toEqual({});
  });
});
