import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  TMyInvitationListResponse,
  TTenantDetail,
  TTenantInvitation,
  TTenantRole,
} from '@dawa/contract';
import { headersFor, signupDetails, type TestAccount } from './accounts.ts';

// Pharmacy and membership set-up through the API, for tests whose subject is the screens.
// Joining a pharmacy is an invitation the person accepts (issue 12): `addMember` does both.

export { headersFor };

type InvitedRole = 'ADMIN' | 'USER';

/** Invites an e-mail to `tenantId` (POST /user/employee) as `inviter`; answers the invitation. */
export async function inviteMember(
  request: APIRequestContext,
  inviter: TestAccount,
  tenantId: string,
  { email, fullName, role = 'USER' }: { email: string; fullName: string; role?: InvitedRole },
): Promise<TTenantInvitation> {
  const response = await request.post('/api/user/employee', {
    headers: headersFor(inviter, tenantId),
    data: { email, full_name: fullName, phone_number: '+251922334455', role },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TTenantInvitation;
}

/** `invitee` accepts their open invitation to `tenantId` (POST /invitations/{id}/accept). */
export async function acceptInvitation(
  request: APIRequestContext,
  invitee: TestAccount,
  tenantId: string,
): Promise<TTenantDetail> {
  const mine = await request.get('/api/invitations/mine', { headers: headersFor(invitee) });
  expect(mine.status(), await mine.text()).toBe(200);
  const invitation = ((await mine.json()) as TMyInvitationListResponse).docs.find(
    (i) => i.tenant.id === tenantId,
  );
  if (!invitation) throw new Error(`${invitee.email} has no invitation to ${tenantId}`);
  const accepted = await request.post(`/api/invitations/${invitation.id}/accept`, {
    headers: headersFor(invitee),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()) as TTenantDetail;
}

/** Makes `member` a member of `tenantId`: `inviter` invites their e-mail, they accept. */
export async function addMember(
  request: APIRequestContext,
  inviter: TestAccount,
  tenantId: string,
  { member, role = 'USER' }: { member: TestAccount; role?: InvitedRole },
): Promise<void> {
  await inviteMember(request, inviter, tenantId, {
    email: member.email,
    fullName: member.fullName,
    role,
  });
  await acceptInvitation(request, member, tenantId);
}

export async function setRole(
  request: APIRequestContext,
  account: TestAccount,
  tenantId: string,
  userId: string,
  role: TTenantRole,
): Promise<void> {
  const response = await request.put(`/api/tenants/${tenantId}/members/${userId}`, {
    headers: headersFor(account),
    data: { role },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function leavePharmacy(
  request: APIRequestContext,
  account: TestAccount,
  tenantId: string,
): Promise<void> {
  const response = await request.delete(
    `/api/tenants/${tenantId}/members/${account.session.user.id}`,
    { headers: headersFor(account) },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh, unused e-mail address for a person to invite. */
export const newEmail = (name: string) => signupDetails().email.replace('selam', name);

/** The chosen pharmacy as the sidebar shows it (its name, as a title, in the visible sidebar). */
export const sidebarPharmacy = (page: Page, name: string) =>
  page.getByTitle(name, { exact: true }).filter({ visible: true });
