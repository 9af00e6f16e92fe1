import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TMember, TTenantRole } from '@dawa/contract';
import { headersFor, signupDetails, type TestAccount } from './accounts.ts';

// Pharmacy and membership set-up through the API, for tests whose subject is the screens.

export { headersFor };

/** Adds a person by e-mail to `tenantId` (POST /user/employee), as `account`. */
export async function addMember(
  request: APIRequestContext,
  account: TestAccount,
  tenantId: string,
  { email, fullName, role = 'USER' }: { email: string; fullName: string; role?: 'ADMIN' | 'USER' },
): Promise<TMember> {
  const response = await request.post('/api/user/employee', {
    headers: headersFor(account, tenantId),
    data: { email, full_name: fullName, phone_number: '+251922334455', role },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TMember;
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
