import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { INVITATION_TTL_DAYS, type TTenantDetail, type TTenantInvitation } from '@dawa/contract';
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
} from '../api/members-api.ts';
import {
  INVITATION_FILTER_KEYS,
  INVITATION_FILTERS,
  parseInvitationFilter,
} from '../invitation-text.ts';
import { invitationColumns } from './invitations-views.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';

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
  const locale = useLocale();
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

  const setStatus = (next: typeof status) =>
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
      onSuccess: () => notify.success(t('withdrawn', { email: withdrawing.email })),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setWithdrawing(null),
    });
  };

  const empty = (
    <EmptyState
      icon={<ForwardToInboxOutlined />}
      title={
        status === 'PENDING'
          ? t('noneWaiting')
          : status === 'ALL'
            ? t('noInvitations')
            : t('noInvitationsIn', {
                status: t(INVITATION_FILTER_KEYS[status]).toLocaleLowerCase(locale),
              })
      }
      action={status === 'PENDING' || status === 'ALL' ? inviteButton : undefined}
    >
      {status === 'PENDING' || status === 'ALL'
        ? t('noInvitationsText', { name: pharmacy.name })
        : undefined}
    </EmptyState>
  );
  const body = (
    <>
      <DataTable
        label={t('invitations')}
        loadingLabel={t('loadingInvitations')}
        columns={invitationColumns({ t, locale, onWithdraw: setWithdrawing })}
        rows={isPastEnd ? undefined : invitations.data?.docs}
        rowKey={(invitation) => invitation.id}
        query={invitations}
        empty={empty}
      />
      {invitations.data && (
        <Pager data={invitations.data} page={page} onPage={setPage} noun={t('invitationsNoun')} />
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
          {t('invitationsIntro', { name: pharmacy.name, days: INVITATION_TTL_DAYS })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('show')}
          value={status}
          onChange={(e) => setStatus(parseInvitationFilter(e.target.value))}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
        >
          {INVITATION_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {t(INVITATION_FILTER_KEYS[filter])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {body}
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t('withdrawTitle', { email: withdrawing.email }) : t('withdrawThis')}
        confirmLabel={t('withdraw')}
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        {t('withdrawText', { name: pharmacy.name })}
      </ConfirmDialog>
    </>
  );
}
