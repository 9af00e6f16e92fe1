import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { can, type TTenantDetail } from '@dawa/contract';
import { usePharmacySwitch } from '../../components/account/use-pharmacy-switch.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePageParam } from '../../components/list/use-page-param.ts';
import { ChoosePharmacyFirst } from '../../components/page/choose-pharmacy-first.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notify } from '../../lib/notify.ts';
import { useCurrentPharmacy } from '../../lib/pharmacy.ts';
import { useWords } from '../../i18n/words.ts';
import { pharmacyWords } from './i18n/index.ts';
import { BRANCHES_PAGE_SIZE, useBranches, useParentPharmacy } from './api/pharmacy-api.ts';
import { BranchDialog } from './components/branch-dialog.tsx';
import { PharmacyRow } from './components/pharmacy-row.tsx';

/** /branch: the branches of the chosen pharmacy; owners and administrators open new ones. */
export function Component() {
  const t = useWords(pharmacyWords);
  const current = useCurrentPharmacy();
  const [isAdding, setIsAdding] = useState(false);
  const pharmacy = current.data;
  const canAdd =
    pharmacy !== undefined && pharmacy.parent_id === null && can(pharmacy.role, 'branches.manage');

  let body;
  if (current.tenantId === '') body = <ChoosePharmacyFirst what={t('branchesNoun')} />;
  else if (current.isPending) body = <ListSkeleton label={t('loadingBranches')} />;
  else if (current.isError)
    body = <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  else if (current.data.parent_id !== null) body = <InABranch branch={current.data} />;
  else
    body = <BranchList pharmacy={current.data} canAdd={canAdd} onAdd={() => setIsAdding(true)} />;

  return (
    <>
      <PageHeader
        title={t('branches')}
        crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('branches') }]}
        action={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setIsAdding(true)}
            >
              {t('addBranch')}
            </Button>
          )
        }
      />
      {body}
      {pharmacy && canAdd && (
        <BranchDialog
          open={isAdding}
          tenantId={pharmacy.id}
          pharmacyName={pharmacy.name}
          onClose={() => setIsAdding(false)}
          onCreated={(branch) => {
            setIsAdding(false);
            notify.success(t('branchAdded', { name: branch.name }), {
              description: t('branchAddedHint'),
            });
          }}
        />
      )}
    </>
  );
}

function BranchList({
  pharmacy,
  canAdd,
  onAdd,
}: {
  pharmacy: TTenantDetail;
  canAdd: boolean;
  onAdd: () => void;
}) {
  const t = useWords(pharmacyWords);
  const { page, cursor, setPage } = usePageParam(BRANCHES_PAGE_SIZE);
  const branches = useBranches(pharmacy.id, cursor);
  const { switchingId, switchTo } = usePharmacySwitch();

  if (branches.isPending) return <ListSkeleton label={t('loadingBranches')} />;
  if (branches.isError)
    return <ErrorState error={branches.error} onRetry={() => void branches.refetch()} />;
  if (branches.data.total === 0) {
    return (
      <EmptyState
        icon={<AccountTreeOutlined />}
        title={t('noBranches')}
        action={
          canAdd && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
              {t('addBranch')}
            </Button>
          )
        }
      >
        {t(canAdd ? 'noBranchesManager' : 'noBranchesMember', { name: pharmacy.name })}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('branchesIntro', { name: pharmacy.name })}
      </Typography>
      <Card>
        <Box
          component="ul"
          aria-label={t('branchesOf', { name: pharmacy.name })}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: branches.isPlaceholderData ? 0.6 : 1 }}
        >
          {branches.data.docs.map((branch) => (
            <PharmacyRow
              key={branch.id}
              tenant={branch}
              role={branch.role}
              parentName={pharmacy.name}
              isCurrent={false}
              isSwitching={switchingId === branch.id}
              isDisabled={switchingId !== null}
              onSwitch={() => branch.role && void switchTo({ ...branch, role: branch.role })}
            />
          ))}
        </Box>
      </Card>
      <Pager data={branches.data} page={page} onPage={setPage} noun={t('branchesNoun')} />
    </>
  );
}

/** Working inside a branch: branches are opened from the main pharmacy, which is one switch away. */
function InABranch({ branch }: { branch: TTenantDetail }) {
  const t = useWords(pharmacyWords);
  const parent = useParentPharmacy(branch.parent_id);
  const { switchingId, switchTo } = usePharmacySwitch();
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AccountTreeOutlined color="primary" aria-hidden />
        <div>
          <Typography sx={{ mb: 2 }}>
            {parent.data
              ? t('inABranchOf', { name: branch.name, parent: parent.data.name })
              : t('inABranch', { name: branch.name })}
          </Typography>
          {parent.data ? (
            <Button
              variant="contained"
              loading={switchingId !== null}
              onClick={() => parent.data && void switchTo(parent.data)}
            >
              {t('switchTo', { name: parent.data.name })}
            </Button>
          ) : (
            parent.isError && <Typography color="textSecondary">{t('notInMain')}</Typography>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
