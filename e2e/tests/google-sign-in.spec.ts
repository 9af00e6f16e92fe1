import { STORAGE_KEYS } from '@dawa/contract';
import { expect, test } from '../support/fixtures.ts';

// "Continue with Google" against a real OpenID provider on 127.0.0.1 (support/oidc-server.ts),
// which the product trusts as its Google issuer: the browser leaves for the provider's account
// chooser, comes back with an ID token, and the API verifies it for real.

async function addGoogleAccount(email: string, name: string): Promise<void> {
  const control = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT) + 1}/accounts`;
  const response = await fetch(control, {
    method: 'POST',
    body: JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name }),
  });
  expect(response.status).toBe(204);
}

test('a guest continues with Google and comes back signed in to the page they opened', async ({
  page,
}) => {
  const email = `abebe.${Date.now().toString(36)}@example.et`;
  await addGoogleAccount(email, 'Abebe Kebede');
  await page.goto('/medicine');
  const dialog = page.getByRole('dialog', { name: 'Sign in to Dawa Addis' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(email) }).click();

  await expect(page.getByText('Welcome back !')).toBeVisible();
  await expect(page).toHaveURL(/\/medicine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine catalogue' })).toBeVisible();
  const user = await page.evaluate((key) => {
    const raw = localStorage.getItem(key) ?? '{}';
    return (JSON.parse(raw) as { state: { userInfo: { email: string; fullName: string } } }).state
      .userInfo;
  }, STORAGE_KEYS.auth);
  expect(user).toMatchObject({ email, fullName: 'Abebe Kebede' });
});

test('a planted sign-in answer is refused', async ({ page }) => {
  // A link carrying someone else's token, not an answer to a sign-in this tab started.
  await page.goto('/login#id_token=eyJhbGciOiJub25lIn0.eyJub25jZSI6IngifQ.&state=forged');
  await expect(page.getByText('Error occurred while login!')).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Sign in to Dawa Addis' })).toBeVisible();
});
