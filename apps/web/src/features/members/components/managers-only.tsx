import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can, type TTenantDetail } from '@dawa/contract';
import { ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { ChoosePharmacyFirst } from '../../../components/page/choose-pharmacy-first.tsx';
import { NotAllowed } from '../../../components/page/not-allowed.tsx';
import { useCurrentPharmacy } from '../../../lib/pharmacy.ts';

/**
 * Shows `children` for the chosen pharmacy only to its owners and administrators; everyone else
 * sees why not (no pharmacy chosen, loading, failed, or "only managers can `action`").
 */
export function ManagersOnly({
  action,
  children,
}: {
  /** What only managers may do, e.g. "add members". */
  action: string;
  children: (pharmacy: TTenantDetail) => ReactNode;
}) {
  const current = useCurrentPharmacy();
  if (current.tenantId === '') return <ChoosePharmacyFirst what="members" />;
  if (current.isPending) return <ListSkeleton rows={1} height={360} label="Loading" />;
  if (current.isError)
    return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (!can(current.data.role, 'members.manage'))
    return (
      <NotAllowed
        action={
          <Button component={RouterLink} to="/members" variant="outlined">
            See the members
          </Button>
        }
      >
        Only the owners and administrators of {current.data.name} can {action}.
      </NotAllowed>
    );
  return children(current.data);
}
