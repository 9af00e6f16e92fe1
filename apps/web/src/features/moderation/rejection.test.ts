import { describe, expect, it } from 'vitest';
import { POST_LIMITS, POST_MESSAGES } from '@dawa/contract';
import { toRejection } from './rejection.ts';

describe('toRejection', () => {
  it('asks for a reason when none is given', () => {
    expect(toRejection('')).toEqual({ ok: false, message: POST_MESSAGES.rejectionReasonRequired });
    expect(toRejection('   ')).toEqual({
      ok: false,
      message: POST_MESSAGES.rejectionReasonRequired,
    });
  });

  it('sends the trimmed reason', () => {
    expect(toRejection('  Needs an import licence ')).toEqual({
      ok: true,
      decision: { compliance_status: 'REJECTED', reason: 'Needs an import licence' },
    });
  });

  it('refuses a reason longer than the limit', () => {
    const result = toRejection('x'.repeat(POST_LIMITS.rejectionReasonMax + 1));
    expect(result.ok).toBe(false);
  });
});
