import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can, type TTenantDetail } from '@dawa/contract';
import { ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { ChoosePharmacyFirst } from '../../../components/page/choose-pharmacy-first.tsx';
import { NotAllowed } from '../../../components/page/not-allowed.tsx';
import { useWords } from '../../../i18n/words.ts';
import { useCurrentPharmacy } from '../../../lib/pharmacy.ts';
import { memberWords } from '../i18n/index.ts';

/** What only managers may do, each with its refusal (i18n/). */
const REFUSALS = {
  invite: 'onlyManagersInvite',
  changeRoles: 'onlyManagersChangeRoles',
} as const;

/**
 * Shows `children` for the chosen pharmacy only to its owners and administrators; everyone else
 * sees why not (no pharmacy chosen, loading, failed, or "only managers can invite members").
 */
export function ManagersOnly({
  action,
  children,
}: {
  /** What only managers may do here. */
  action: keyof typeof REFUSALS;
  children: (pharmacy: TTenantDetail) => ReactNode;
}) {
  const t = useWords(memberWords);
  const current = useCurrentPharmacy();
  if (current.tenantId === '') return <ChoosePharmacyFirst what={t('membersNoun')} />;
  if (current.isPending) return <ListSkeleton rows={1} height={360} label={t('loading')} />;
  if (current.isError)
    return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (!can(current.data.role, 'members.manage'))
    return (
      <NotAllowed
        action={
          <Button component={RouterLink} to="/members" variant="outlined">
            {t('seeMembers')}
          </Button>
        }
      >
        {t(REFUSALS[action], { name: current.data.name })}
      </NotAllowed>
    );
  return children(current.data);
}
