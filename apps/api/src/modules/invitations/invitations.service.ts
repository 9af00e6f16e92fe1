import {
  INVITATION_TTL_DAYS,
  type TAuditAction,
  type TCreateEmployeeRequest,
  type TInvitationStatus,
  type TMyInvitationListResponse,
  type TPaginationQuery,
  type TTenantDetail,
  type TTenantInvitation,
  type TTenantInvitationListResponse,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailLocaleForRecipient } from '../../platform/mail/mail-words.ts';
import { toPage } from '../../platform/page.ts';
import { invitationMail } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps, TenantDeps } from '../deps.ts';
import type { AuthContext, TenantCall } from '../../platform/auth/caller.ts';
import {
  membershipIn,
  toTenant,
  findMemberByEmail,
  findMembership,
  insertMembership,
  lockTenant,
} from '../tenants/index.ts';
import {
  findLiveUserByEmail,
  findLiveUserById,
  lockLiveUserById,
  setHasTenant,
} from '../users/index.ts';
import { toMyInvitation, toTenantInvitation } from './invitation-view.ts';
import {
  closeInvitation,
  findInvitationFor,
  findOpenInvitation,
  findTenantInvitation,
  insertInvitation,
  listInvitationsFor,
  listTenantInvitations,
  refreshInvitation,
  statusOf,
  type InvitationRow,
} from './invitations.repo.ts';

const INVITATION_NOT_FOUND = 'Invitation not found.';
const ALREADY_MEMBER = 'This person is already a member of this pharmacy.';
const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;

/** Why an invitation can no longer be answered, in words for the person holding it. */
const CLOSED: Record<Exclude<TInvitationStatus, 'PENDING'>, string> = {
  ACCEPTED: 'This invitation was already accepted.',
  DECLINED: 'This invitation was declined.',
  REVOKED: 'The pharmacy withdrew this invitation.',
  EXPIRED: 'This invitation has expired. Ask the pharmacy to invite you again.',
};

function invitationAudit(
  ctx: AuthContext,
  invitation: InvitationRow,
  action: TAuditAction,
  extra: { before?: unknown; after?: unknown } = {},
) {
  return {
    tenantId: invitation.tenantId,
    actorUserId: ctx.userId,
    action,
    entity: 'invitation',
    entityId: invitation.id,
    origin: ctx.origin,
    ...extra,
  };
}

/**
 * POST /user/employee: invites an e-mail to the current pharmacy. Nothing about an account behind
 * the address is read back or changed: the person joins only by accepting, signed in with it.
 * A tenant route: in the wall, the writes can touch this pharmacy only (decision 011).
 */
export async function invite(
  { ctx, wall }: TenantCall,
  deps: TenantDeps,
  input: TCreateEmployeeRequest,
): Promise<TTenantInvitation> {
  const now = deps.now();
  const tx = wall.db;
  // Two first invitations of one address at once are serialised by this lock: the second then
  // finds the first's open invitation and refreshes it (the open-invitation index backs it up).
  await lockTenant(tx, ctx.tenantId);
  // The access guard let only members.manage through; read here for the pharmacy's name.
  const membership = await membershipIn(tx, ctx, ctx.tenantId);
  if (await findMemberByEmail(tx, { tenantId: ctx.tenantId, email: input.email })) {
    throw new AppError('CONFLICT', ALREADY_MEMBER);
  }
  const values = {
    role: input.role,
    fullName: input.full_name,
    invitedBy: ctx.userId,
    expiresAt: new Date(now.getTime() + TTL_MS),
  };
  const open = await findOpenInvitation(tx, { tenantId: ctx.tenantId, email: input.email });
  const invitation = open
    ? await refreshInvitation(tx, open.id, values)
    : await insertInvitation(tx, { ...values, tenantId: ctx.tenantId, email: input.email });
  await recordAudit(
    tx,
    invitationAudit(ctx, invitation, 'invitation-sent', {
      after: { email: invitation.email, role: invitation.role },
    }),
  );
  const inviter = await findLiveUserById(tx, ctx.userId);
  // In the invitee's language when they have an account and chose one, else the inviter's.
  const invitee = await findLiveUserByEmail(tx, invitation.email);
  const locale = mailLocaleForRecipient(invitee?.language, ctx.language);
  // Mailed once the invitation is committed: never for one that was rolled back.
  wall.afterCommit(() =>
    deps.mail.enqueue(
      invitationMail(
        invitation.email,
        {
          pharmacy: membership.tenant.name,
          inviter: inviter?.fullName ?? null,
          role: invitation.role,
          publicUrl: deps.config.PUBLIC_URL,
          expiresAt: invitation.expiresAt,
        },
        locale,
      ),
    ),
  );
  return toTenantInvitation(
    { invitation, inviter: inviter ? { id: inviter.id, fullName: inviter.fullName } : null },
    now,
  );
}

/** GET /tenants/{id}/invitations: the pharmacy's invitations, read in its wall. */
export async function listInvitations(
  { ctx, wall }: TenantCall,
  deps: TenantDeps,
  { status, page }: { status: TInvitationStatus | 'ALL'; page: TPaginationQuery },
): Promise<TTenantInvitationListResponse> {
  const now = deps.now();
  const { rows, total } = await listTenantInvitations(wall.db, {
    tenantId: ctx.tenantId,
    status,
    now,
    limit: page.limit,
    offset: page.cursor,
  });
  return toPage(
    rows.map((row) => toTenantInvitation(row, now)),
    { ...page, total },
  );
}

/** DELETE /tenants/{id}/invitations/{invitationId}: a manager withdraws an open invitation. */
export async function revokeInvitation(
  { ctx, wall }: TenantCall,
  deps: TenantDeps,
  invitationId: string,
): Promise<{ message: string }> {
  const tx = wall.db;
  const invitation = await findTenantInvitation(tx, { tenantId: ctx.tenantId, id: invitationId });
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  const status = statusOf(invitation, deps.now());
  if (status !== 'PENDING' && status !== 'EXPIRED') {
    throw new AppError('CONFLICT', CLOSED[status]);
  }
  await closeInvitation(tx, { id: invitation.id, status: 'REVOKED', at: deps.now() });
  await recordAudit(
    tx,
    invitationAudit(ctx, invitation, 'invitation-revoked', { before: { status } }),
  );
  return { message: 'The invitation was withdrawn.' };
}

/**
 * The caller's e-mail when proven: invitations are for the mailbox, so an unproven one gets none.
 * `lock` keeps the caller's row locked until `db` (a transaction) ends: the address that matched an
 * invitation stays the account's until the answer is written (an e-mail change at the same instant
 * decides before or after it, issue 29).
 */
async function verifiedEmailOf(
  ctx: AuthContext,
  db: Orm,
  { lock }: { lock: boolean },
): Promise<string | null> {
  const user = await (lock ? lockLiveUserById : findLiveUserById)(db, ctx.userId);
  return user?.emailVerified ? user.email : null;
}

/** GET /invitations/mine: open invitations addressed to the caller's verified e-mail. */
export async function listMyInvitations(
  ctx: AuthContext,
  deps: AppDeps,
  page: TPaginationQuery,
): Promise<TMyInvitationListResponse> {
  const email = await verifiedEmailOf(ctx, deps.orm, { lock: false });
  if (email === null) return toPage([], { ...page, total: 0 });
  const { rows, total } = await listInvitationsFor(deps.orm, {
    email,
    now: deps.now(),
    limit: page.limit,
    offset: page.cursor,
  });
  return toPage(rows.map(toMyInvitation), { ...page, total });
}

/**
 * Answers one of the caller's invitations inside one transaction, the caller's row and then the
 * invitation row locked, so two answers at once (accept twice, accept and withdraw, accept and an
 * e-mail change) settle on exactly one outcome. Only an account that proved the invited address
 * (emailVerified: a sign-up code, Google, or a code mailed to it by an e-mail change) finds it.
 */
async function answer<T>(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
  apply: (tx: Orm, found: NonNullable<Awaited<ReturnType<typeof findInvitationFor>>>) => Promise<T>,
): Promise<T> {
  return deps.orm.transaction(async (tx) => {
    const email = await verifiedEmailOf(ctx, tx, { lock: true });
    // Someone else's invitation answers exactly like a missing one.
    const found = email === null ? undefined : await findInvitationFor(tx, { id, email });
    if (!found || found.tenant.status !== 'ACTIVE') {
      throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
    }
    const status = statusOf(found.invitation, deps.now());
    if (status !== 'PENDING') throw new AppError('CONFLICT', CLOSED[status]);
    return apply(tx, found);
  });
}

/** POST /invitations/{id}/accept: the caller joins the pharmacy with the invited role. */
export function acceptInvitation(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<TTenantDetail> {
  return answer(ctx, deps, id, async (tx, { invitation, tenant }) => {
    await lockTenant(tx, tenant.id);
    // Already a member (joined another way meanwhile): the invitation is spent, the role kept.
    await insertMembership(tx, { tenantId: tenant.id, userId: ctx.userId, role: invitation.role });
    await setHasTenant(tx, ctx.userId, true);
    await closeInvitation(tx, { id: invitation.id, status: 'ACCEPTED', at: deps.now() });
    await recordAudit(
      tx,
      invitationAudit(ctx, invitation, 'invitation-accepted', { after: { role: invitation.role } }),
    );
    const membership = await findMembership(tx, { tenantId: tenant.id, userId: ctx.userId });
    return toTenant(tenant, membership?.role ?? invitation.role);
  });
}

/** POST /invitations/{id}/decline. */
export function declineInvitation(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<{ message: string }> {
  return answer(ctx, deps, id, async (tx, { invitation, tenant }) => {
    await closeInvitation(tx, { id: invitation.id, status: 'DECLINED', at: deps.now() });
    await recordAudit(tx, invitationAudit(ctx, invitation, 'invitation-declined'));
    return { message: `You declined the invitation to ${tenant.name}.` };
  });
}
