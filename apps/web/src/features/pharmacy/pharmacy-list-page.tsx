import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddOutlined from '@mui/icons-material/AddOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import type { TTenantDetail } from '@dawa/contract';
import { usePharmacySwitch } from '../../components/account/use-pharmacy-switch.ts';
import { errorMessage } from '../../components/form/api-errors.ts';
import { MyInvitations } from '../../components/invitations/my-invitations.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePageParam } from '../../components/list/use-page-param.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notify } from '../../lib/notify.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { PHARMACIES_PAGE_SIZE, useLeavePharmacy, useMyPharmacies } from './api/pharmacy-api.ts';
import { useWords } from '../../i18n/words.ts';
import { PharmacyRow } from './components/pharmacy-row.tsx';
import { pharmacyWords } from './i18n/index.ts';

/**
 * /pharmacy: invitations waiting for my answer, then the pharmacies I belong to, my role in each,
 * which one is chosen, and switching.
 */
export function Component() {
  const t = useWords(pharmacyWords);
  const { page, cursor, setPage } = usePageParam(PHARMACIES_PAGE_SIZE);
  const mine = useMyPharmacies(cursor);
  const currentId = useTenantStore((s) => s.tenantOrgId);
  const { switchingId, switchTo } = usePharmacySwitch({ onFailed: () => void mine.refetch() });
  const [leaving, setLeaving] = useState<TTenantDetail | null>(null);
  const userId = useAuthStore((s) => s.userInfo?.id);
  const leave = useLeavePharmacy();

  const confirmLeave = () => {
    if (!leaving || !userId) return;
    leave.mutate(
      { tenantId: leaving.id, userId },
      {
        onSuccess: () => notify.success(t('youLeft', { name: leaving.name })),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setLeaving(null),
      },
    );
  };

  const createButton = (
    <Button
      component={RouterLink}
      to="/pharmacy/create"
      variant="contained"
      startIcon={<AddOutlined />}
    >
      {t('createPharmacy')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('myOrganisations')}
        crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('myOrganisations') }]}
        action={createButton}
      />
      <MyInvitations />
      {mine.isPending ? (
        <ListSkeleton label={t('loadingPharmacies')} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.total === 0 ? (
        <EmptyState
          icon={<StorefrontOutlined />}
          title={t('noPharmacy')}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {createButton}
              <Button component={RouterLink} to="/onboarding">
                {t('howToJoin')}
              </Button>
            </Box>
          }
        >
          {t('noPharmacyText')}
        </EmptyState>
      ) : (
        <>
          <Card>
            <Box
              component="ul"
              aria-label={t('yourPharmacies')}
              sx={{ listStyle: 'none', m: 0, p: 0, opacity: mine.isPlaceholderData ? 0.6 : 1 }}
            >
              {mine.data.docs.map((tenant) => (
                <PharmacyRow
                  key={tenant.id}
                  tenant={tenant}
                  role={tenant.role}
                  parentName={mine.data.docs.find((t) => t.id === tenant.parent_id)?.name}
                  isCurrent={tenant.id === currentId}
                  isSwitching={switchingId === tenant.id}
                  isDisabled={switchingId !== null}
                  onSwitch={() => void switchTo(tenant)}
                  onLeave={() => setLeaving(tenant)}
                />
              ))}
            </Box>
          </Card>
          <Pager data={mine.data} page={page} onPage={setPage} noun={t('pharmaciesNoun')} />
        </>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t('leaveTitle', { name: leaving.name }) : t('leaveThisPharmacy')}
        confirmLabel={t('leave')}
        pending={leave.isPending}
        onConfirm={confirmLeave}
        onClose={() => setLeaving(null)}
      >
        {t('leaveText')}
      </ConfirmDialog>
    </>
  );
}
