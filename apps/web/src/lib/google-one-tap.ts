import { publicConfig } from '../config/public-config.ts';
import { setProviderSignOut, signInWithIdToken } from './sign-in.ts';

// Google One Tap (docs/product.md#dialogs): Google's own script offers the signed-in Google account in a
// small prompt; choosing it hands us an ID token, which signs in exactly like the button does.
// It exists only on Google itself, so it runs only when the issuer is Google's.

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getNotDisplayedReason?(): string;
  getSkippedReason?(): string;
  getDismissedReason?(): string;
}

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel(): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

export const oneTapAvailable = (): boolean =>
  Boolean(publicConfig.googleClientId) && publicConfig.googleIssuer === GOOGLE_ISSUER;

function loadScript(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google.accounts.id);
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('GIS missing'));
    script.onerror = () => reject(new Error('Google sign-in script did not load'));
    document.head.append(script);
  });
}

/** What happens to a One Tap answer: sign in with its credential. */
export function handleOneTapCredential(response: { credential: string }): Promise<unknown> {
  return signInWithIdToken(response.credential);
}

/** Explains, as a warning only (docs/product.md#errors), why One Tap did not show or went away. */
export function warnAboutMoment(moment: PromptMoment): void {
  if (moment.isNotDisplayed())
    console.warn('One Tap not displayed:', moment.getNotDisplayedReason?.());
  else if (moment.isSkippedMoment()) console.warn('One Tap skipped:', moment.getSkippedReason?.());
  else if (moment.isDismissedMoment())
    console.warn('One Tap dismissed:', moment.getDismissedReason?.());
}

/** Shows the One Tap prompt to a guest; answers a function that takes it away. */
export async function showOneTap(): Promise<() => void> {
  const clientId = publicConfig.googleClientId;
  if (!clientId || !oneTapAvailable()) return () => undefined;
  const gis = await loadScript();
  setProviderSignOut(() => gis.disableAutoSelect());
  gis.initialize({
    client_id: clientId,
    callback: (response) => void handleOneTapCredential(response),
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  gis.prompt(warnAboutMoment);
  return () => gis.cancel();
}
