import { POST_MESSAGES, ZComplianceDecisionRequest } from '@dawa/contract';

/**
 * The rejection to send for what the moderator typed, or the message to show under the field:
 * checked by the contract's own schema, so the dialog and the API never disagree.
 */
export function toRejection(
  reason: string,
):
  | { ok: true; decision: { compliance_status: 'REJECTED'; reason: string } }
  | { ok: false; message: string } {
  const trimmed = reason.trim();
  const parsed = ZComplianceDecisionRequest.safeParse({
    compliance_status: 'REJECTED',
    ...(trimmed && { reason: trimmed }),
  });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? POST_MESSAGES.rejectionReasonRequired,
    };
  }
  return { ok: true, decision: { compliance_status: 'REJECTED', reason: trimmed } };
}
