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
import { PharmacyRow } from './components/pharmacy-row.tsx';

/**
 * /pharmacy: invitations waiting for my answer, then the pharmacies I belong to, my role in each,
 * which one is chosen, and switching.
 */
export function Component() {
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
        onSuccess: () => notify.success(`You left ${leaving.name}`),
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
      Create pharmacy
    </Button>
  );

  return (
    <>
      <PageHeader
        title="My organisations"
        crumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'My organisations' }]}
        action={createButton}
      />
      <MyInvitations />
      {mine.isPending ? (
        <ListSkeleton label="Loading your pharmacies" />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.total === 0 ? (
        <EmptyState
          icon={<StorefrontOutlined />}
          title="You do not belong to any pharmacy yet"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {createButton}
              <Button component={RouterLink} to="/onboarding">
                How to join one
              </Button>
            </Box>
          }
        >
          Create your pharmacy, or ask an owner or administrator of an existing one to invite your
          e-mail; the invitation shows up here for you to accept.
        </EmptyState>
      ) : (
        <>
          <Card>
            <Box
              component="ul"
              aria-label="Your pharmacies"
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
          <Pager data={mine.data} page={page} onPage={setPage} noun="pharmacies" />
        </>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={`Leave ${leaving?.name ?? 'this pharmacy'}?`}
        confirmLabel="Leave"
        pending={leave.isPending}
        onConfirm={confirmLeave}
        onClose={() => setLeaving(null)}
      >
        You will no longer see its stock, sales or members. An owner or administrator can invite you
        again. A pharmacy&apos;s last owner cannot leave: make someone else an owner first.
      </ConfirmDialog>
    </>
  );
}
