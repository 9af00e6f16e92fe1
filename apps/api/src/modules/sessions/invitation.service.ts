import type { TInvitationRequest, TSessionResponse } from '@dawa/contract';
import { AppError } from '../../platform/errors.ts';
import { CODE_REJECTED, redeemCode } from '../accounts/codes.service.ts';
import type { AppDeps } from '../deps.ts';
import { findLiveUserByEmail, updateUser } from '../users/users.repo.ts';
import { ACCOUNT_DISABLED, startSession } from './sessions.service.ts';

/**
 * POST /auth/invitation: the link in a member invitation signs its reader in, once. Reading the
 * mail proves the address, so an account created by the invitation counts as verified. Wrong,
 * used, expired and unknown all get the one code-rejected answer (nothing is revealed).
 */
export async function acceptInvitation(
  deps: AppDeps,
  { email, token }: TInvitationRequest,
): Promise<TSessionResponse> {
  const user = await findLiveUserByEmail(deps.orm, email);
  if (!user) throw new AppError('BAD_REQUEST', CODE_REJECTED);
  await redeemCode(deps, { userId: user.id, purpose: 'invite', code: token });
  if (user.status !== 'ACTIVE') throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  if (!user.emailVerified) await updateUser(deps.orm, user.id, { emailVerified: true });
  return startSession(deps, { ...user, emailVerified: true });
}
