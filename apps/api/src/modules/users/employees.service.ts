import type { TCreateEmployeeRequest, TMember } from '@dawa/contract';
import { AppError } from '../../platform/errors.ts';
import { invitationMail } from '../accounts/account-mails.ts';
import { issueInvitation } from '../accounts/codes.service.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { AppDeps } from '../deps.ts';
import type { TenantContext } from '../sessions/auth-context.ts';
import { MANAGERS, memberAudit } from '../tenants/members.service.ts';
import { toMember } from '../tenants/tenant-view.ts';
import { findMembership, insertMembership } from '../tenants/tenants.repo.ts';
import { findLiveUserByEmail, findLiveUserById, insertUser, setHasTenant } from './users.repo.ts';

/**
 * POST /user/employee: adds a person to the current pharmacy, creating their account when the
 * e-mail is new, and e-mails them an invitation (how they get in depends on whether they can
 * already sign in).
 */
export async function addEmployee(
  ctx: TenantContext,
  deps: AppDeps,
  input: TCreateEmployeeRequest,
): Promise<TMember> {
  if (!MANAGERS.includes(ctx.role))
    throw new AppError('FORBIDDEN', 'Only owners and administrators can add members.');
  const user =
    (await findLiveUserByEmail(deps.orm, input.email)) ??
    (await insertUser(deps.orm, {
      email: input.email,
      emailVerified: false,
      fullName: input.full_name,
      phoneNumber: input.phone_number,
      picture: input.picture ?? null,
    })) ??
    (await findLiveUserByEmail(deps.orm, input.email));
  if (!user) throw new AppError('CONFLICT', 'This account changed meanwhile. Please try again.');

  await deps.orm.transaction(async (tx) => {
    const isAdded = await insertMembership(tx, {
      tenantId: ctx.tenantId,
      userId: user.id,
      role: input.role,
    });
    if (!isAdded)
      throw new AppError('CONFLICT', 'This person is already a member of this pharmacy.');
    await setHasTenant(tx, user.id, true);
    await recordAudit(tx, {
      ...memberAudit(ctx, ctx.tenantId, user.id),
      action: 'create',
      after: { role: input.role },
    });
  });

  const [membership, inviter] = await Promise.all([
    findMembership(deps.orm, { tenantId: ctx.tenantId, userId: user.id }),
    findLiveUserById(deps.orm, ctx.userId),
  ]);
  const token = await issueInvitation(deps, user.id);
  deps.mail.enqueue(
    invitationMail(user.email, {
      token,
      pharmacy: membership?.tenant.name ?? 'a pharmacy',
      inviter: inviter?.fullName ?? 'A colleague',
      publicUrl: deps.config.PUBLIC_URL,
      hasPassword: user.passwordHash !== null || user.fbId !== null,
    }),
  );
  return toMember({ user, role: input.role, joinedAt: new Date() });
}
