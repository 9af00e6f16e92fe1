import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useRouteTitle } from '../../components/page/use-document-title.ts';
import { dashboardWords } from '../../i18n/dashboard/index.ts';
import { useRouteTitleWords } from '../../i18n/titles/index.ts';
import { useWords } from '../../i18n/words.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { MarketplaceLayout } from '../marketplace/marketplace-layout.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

/**
 * Every auth route sits under this: a signed-in user gets the dashboard layout and the page; a
 * guest stays on the same URL with the login dialog, and gets the page as soon as they sign in.
 */
export function Component() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  return isAuthenticated ? <DashboardLayout /> : <SignInRequired />;
}

function SignInRequired() {
  const t = useWords(dashboardWords);
  const routeTitle = useRouteTitleWords();
  const title = routeTitle(useRouteTitle() ?? 'Sign in');
  const setFlag = useAppStore((s) => s.setFlag);
  useEffect(() => setFlag('loginDialog', true), [setFlag]);
  return (
    <MarketplaceLayout>
      <PageHeader title={title} />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <LockOutlined color="primary" />
          <div>
            <Typography sx={{ mb: 2 }}>{t('signInRequired')}</Typography>
            <Button variant="contained" onClick={() => setFlag('loginDialog', true)}>
              {t('signInToContinue')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </MarketplaceLayout>
  );
}
