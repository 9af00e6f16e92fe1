import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link as RouterLink } from 'react-router';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { useMe } from '../../lib/me.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { mostlyBuys, panelsFor, type DashboardPanel } from './dashboard-panels.ts';
import { dashboardWords } from './i18n/index.ts';

/** One lazy component per panel, made once. */
const lazyPanels = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPanel(panel: DashboardPanel) {
  let Panel = lazyPanels.get(panel.id);
  if (!Panel) {
    Panel = lazy(panel.load);
    lazyPanels.set(panel.id, Panel);
  }
  return Panel;
}

/**
 * /dashboard: where every sign-in lands (issue 13). The panels of the registry this person sees:
 * a seller's listings by state, a buyer's saved listings, searches and new listings, a platform
 * administrator's queue and newest organisations.
 */
export function Component() {
  const t = useWords(dashboardWords);
  const me = useMe();
  const userId = useAuthStore((s) => s.userInfo?.id ?? '');
  const tenant = useTenantStore((s) => s.tenantDetail);
  const isPlatformAdmin = me.data?.isPlatformAdmin === true;
  const panels = useMemo(
    () => panelsFor({ userId, isPlatformAdmin, tenant }),
    [userId, isPlatformAdmin, tenant],
  );
  const canPost = !isPlatformAdmin || tenant !== null;
  const isBuyer = mostlyBuys({ tenant });

  let body;
  // Who the person is decides the panels: wait for it, once.
  if (me.isPending) body = <ListSkeleton rows={3} height={160} label={t('loadingDashboard')} />;
  else if (me.isError) body = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {panels.map((panel) => {
          const Panel = lazyPanel(panel);
          return (
            <Box
              key={panel.id}
              data-panel={panel.id}
              sx={{ gridColumn: panel.width === 'full' ? '1 / -1' : undefined, minWidth: 0 }}
            >
              <Suspense
                fallback={
                  panel.skeletonHeight > 0 && (
                    <Skeleton variant="rounded" height={panel.skeletonHeight} />
                  )
                }
              >
                <Panel />
              </Suspense>
            </Box>
          );
        })}
      </Box>
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        action={
          isBuyer ? (
            // An organisation that mostly buys: finding and its conversations first, selling after.
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to="/search"
                variant="contained"
                startIcon={<SearchOutlined />}
              >
                {t('findSupplies')}
              </Button>
              <Button
                component={RouterLink}
                to="/chat"
                variant="outlined"
                startIcon={<ChatOutlined />}
              >
                {t('messages')}
              </Button>
              <Button
                component={RouterLink}
                to="/post/step-1-media-upload"
                startIcon={<AddOutlined />}
              >
                {t('postListing')}
              </Button>
            </Box>
          ) : (
            canPost && (
              <Button
                component={RouterLink}
                to="/post/step-1-media-upload"
                variant="contained"
                startIcon={<AddOutlined />}
              >
                {t('postListing')}
              </Button>
            )
          )
        }
      />
      {body}
    </>
  );
}
