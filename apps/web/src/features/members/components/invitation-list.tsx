import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import {
  INVITATION_STATUS_LABELS,
  INVITATION_TTL_DAYS,
  type TTenantDetail,
  type TTenantInvitation,
} from '@dawa/contract';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { EmptyState } from '../../../components/list/list-states.tsx';
import { Pager } from '../../../components/list/pager.tsx';
import { usePageParam } from '../../../components/list/use-page-param.ts';
import { notify } from '../../../lib/notify.ts';
import {
  INVITATIONS_PAGE_SIZE,
  useTenantInvitations,
  useWithdrawInvitation,
  type InvitationFilter,
} from '../api/members-api.ts';
import { INVITATION_FILTERS, parseInvitationFilter } from '../invitation-text.ts';
import { invitationColumns } from './invitations-views.tsx';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';

const FILTER_LABELS: Record<InvitationFilter, string> = {
  ...INVITATION_STATUS_LABELS,
  ALL: 'All invitations',
};

/**
 * The pharmacy's invitations (managers only): the open ones by default, any state through the
 * filter (kept in the address, `?status=`), paginated, each open one with Withdraw.
 */
export function InvitationList({
  pharmacy,
  inviteButton,
}: {
  pharmacy: TTenantDetail;
  inviteButton: ReactNode;
}) {
  const t = useWords(memberWords);
  const [params, writeAddress] = useAddressParams();
  const status = parseInvitationFilter(params.get('status'));
  const { page, cursor, setPage } = usePageParam(INVITATIONS_PAGE_SIZE);
  const invitations = useTenantInvitations(pharmacy.id, { status, cursor });
  const withdraw = useWithdrawInvitation(pharmacy.id);
  const [withdrawing, setWithdrawing] = useState<TTenantInvitation | null>(null);

  // Withdrawing the last one of the last page leaves it empty: step back to the new last page.
  const lastPage = invitations.data?.pages ?? 1;
  const isPastEnd =
    invitations.data !== undefined && invitations.data.docs.length === 0 && page > 1;
  useEffect(() => {
    if (isPastEnd) setPage(Math.max(1, lastPage));
  }, [isPastEnd, lastPage, setPage]);

  const setStatus = (next: InvitationFilter) =>
    writeAddress(
      (live) => {
        if (next === 'PENDING') live.delete('status');
        else live.set('status', next);
        live.delete('page');
        return live;
      },
      { preventScrollReset: true },
    );

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => notify.success(`The invitation to ${withdrawing.email} was withdrawn`),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setWithdrawing(null),
    });
  };

  const empty = (
    <EmptyState
      icon={<ForwardToInboxOutlined />}
      title={
        status === 'PENDING'
          ? 'No invitation is waiting for an answer'
          : status === 'ALL'
            ? 'No invitations yet'
            : `No invitations: ${FILTER_LABELS[status].toLowerCase()}`
      }
      action={status === 'PENDING' || status === 'ALL' ? inviteButton : undefined}
    >
      {status === 'PENDING' || status === 'ALL'
        ? `Invite the people who work in ${pharmacy.name}; they join once they accept.`
        : undefined}
    </EmptyState>
  );
  const body = (
    <>
      <DataTable
        label="Invitations"
        loadingLabel="Loading invitations"
        columns={invitationColumns({ t, onWithdraw: setWithdrawing })}
        rows={isPastEnd ? undefined : invitations.data?.docs}
        rowKey={(invitation) => invitation.id}
        query={invitations}
        empty={empty}
      />
      {invitations.data && (
        <Pager data={invitations.data} page={page} onPage={setPage} noun="invitations" />
      )}
    </>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography color="textSecondary" sx={{ flex: '1 1 320px' }}>
          People invited to {pharmacy.name}. They become members only by accepting; invitations
          expire after {INVITATION_TTL_DAYS} days.
        </Typography>
        <TextField
          select
          size="small"
          label="Show"
          value={status}
          onChange={(e) => setStatus(parseInvitationFilter(e.target.value))}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
        >
          {INVITATION_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {body}
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw the invitation to ${withdrawing?.email ?? 'this person'}?`}
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        They can no longer accept it and will not join {pharmacy.name}. You can invite them again
        later.
      </ConfirmDialog>
    </>
  );
}
