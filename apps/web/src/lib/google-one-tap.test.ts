import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../config/public-config.ts';
import { GOOGLE_ISSUER, oneTapAvailable, warnAboutMoment } from './google-one-tap.ts';

const moment = (kind: 'notDisplayed' | 'skipped' | 'dismissed') => ({
  isNotDisplayed: () => kind === 'notDisplayed',
  isSkippedMoment: () => kind === 'skipped',
  isDismissedMoment: () => kind === 'dismissed',
  getNotDisplayedReason: () => 'opt_out_or_no_session',
  getSkippedReason: () => 'user_cancel',
  getDismissedReason: () => 'cancel_called',
});

afterEach(() => vi.restoreAllMocks());

describe('One Tap', () => {
  it('exists only on Google itself, with a client id', () => {
    const clientId = vi.spyOn(publicConfig, 'googleClientId', 'get');
    const issuer = vi.spyOn(publicConfig, 'googleIssuer', 'get');
    clientId.mockReturnValue('client-1');
    issuer.mockReturnValue(GOOGLE_ISSUER);
    expect(oneTapAvailable()).toBe(true);
    issuer.mockReturnValue('http://127.0.0.1:5000');
    expect(oneTapAvailable()).toBe(false);
    issuer.mockReturnValue(GOOGLE_ISSUER);
    clientId.mockReturnValue(null);
    expect(oneTapAvailable()).toBe(false);
  });

  it('not displayed, skipped or dismissed is only a console warning (docs/product.md#errors)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warnAboutMoment(moment('notDisplayed'));
    warnAboutMoment(moment('skipped'));
    warnAboutMoment(moment('dismissed'));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      'One Tap not displayed:',
      'One Tap skipped:',
      'One Tap dismissed:',
    ]);
    expect(error).not.toHaveBeenCalled();
  });
});
