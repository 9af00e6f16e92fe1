import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

// The menu (MUI's Popover and Modal) is fetched only for signed-in users: guests never pay for it.
const SignedInMenu = lazy(() =>
  import('./signed-in-menu.tsx').then((m) => ({ default: m.SignedInMenu })),
);

/** "Sign in" for a guest; for a signed-in user an avatar with their account's menu. */
export function AccountMenu() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const user = useAuthStore((s) => s.userInfo);
  const setFlag = useAppStore((s) => s.setFlag);
  const t = useWords(layoutWords);

  if (!isAuthenticated || !user) {
    return (
      <Button
        variant="contained"
        onClick={() => setFlag('loginDialog', true)}
        sx={{ flexShrink: 0 }}
      >
        {t('signIn')}
      </Button>
    );
  }
  return (
    // Same footprint as the avatar button while it loads: the bar does not jump.
    <Suspense fallback={<Box sx={{ width: 50, height: 50 }} />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
