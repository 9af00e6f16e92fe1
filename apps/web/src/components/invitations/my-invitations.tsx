import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { TMyInvitation, TTenantDetail } from '@dawa/contract';
import { usePharmacySwitch } from '../account/use-pharmacy-switch.ts';
import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';
import { errorMessage } from '../form/api-errors.ts';
import { ErrorState, ListSkeleton } from '../list/list-states.tsx';
import { Pager } from '../list/pager.tsx';
import { MY_INVITATIONS_PAGE_SIZE } from '../../lib/invitations.ts';
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useMyInvitations,
} from '../../lib/invitations-api.ts';
import { notify } from '../../lib/notify.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { InvitationItem } from './invitation-item.tsx';
import { accountWords } from '../../i18n/account/index.ts';
import { invitationsWords } from '../../i18n/invitations/index.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { JoinedDialog } from './joined-dialog.tsx';

/**
 * The invitations waiting for my answer (issue 12: joining a pharmacy is consented to): a notice
 * listing each with Accept and Decline. Accepting joins at once and offers to switch there;
 * declining asks first. Shows nothing when none wait (or `whenEmpty`), nothing while the first
 * answer loads unless `showSkeleton`.
 */
export function MyInvitations({
  variant = 'card',
  pollWhileEmptyMs,
  onSwitched,
  whenEmpty = null,
  showSkeleton = false,
}: {
  /** A card of its own (page tops) or plain (inside another card). */
  variant?: 'card' | 'plain';
  pollWhileEmptyMs?: number;
  /** Replaces the "Now working in" toast after switching to the joined pharmacy. */
  onSwitched?: (tenant: TTenantDetail) => void;
  whenEmpty?: ReactNode;
  showSkeleton?: boolean;
}) {
  const [cursor, setCursor] = useState(0);
  const invitations = useMyInvitations(cursor, { pollWhileEmptyMs });
  const email = useAuthStore((s) => s.userInfo?.email ?? '');
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<TMyInvitation | null>(null);
  const [joined, setJoined] = useState<TTenantDetail | null>(null);
  const t = useWords(invitationsWords);
  const tAccount = useWords(accountWords);
  const locale = useLocale();
  const { switchingId, switchTo } = usePharmacySwitch({
    onSwitched: (tenant) => {
      setJoined(null);
      if (onSwitched) onSwitched(tenant);
      else notify.success(tAccount('nowWorkingIn', { name: tenant.name }));
    },
  });

  // An answer may empty a later page: the list starts again from the first.
  const restart = () => setCursor(0);

  const onAccept = (invitation: TMyInvitation) =>
    accept.mutate(invitation, {
      onSuccess: (tenant) => {
        notify.success(t('youJoined', { name: tenant.name }));
        setJoined(tenant);
      },
      onError: (error) => notify.error(errorMessage(error, locale)),
      onSettled: restart,
    });
  const onDecline = () => {
    if (!declining) return;
    decline.mutate(declining, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(errorMessage(error, locale)),
      onSettled: () => {
        setDeclining(null);
        restart();
      },
    });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={declining !== null}
        title={
          declining
            ? t('declineQuestion', { name: declining.tenant.name })
            : t('declineQuestionUnnamed')
        }
        confirmLabel={t('decline')}
        pending={decline.isPending}
        onConfirm={onDecline}
        onClose={() => setDeclining(null)}
      >
        {t('declineText', { name: declining?.tenant.name ?? '' })}
      </ConfirmDialog>
      <JoinedDialog
        tenant={joined}
        isSwitching={joined !== null && switchingId === joined.id}
        onSwitch={(tenant) => void switchTo(tenant)}
        onClose={() => setJoined(null)}
      />
    </>
  );

  let body: ReactNode;
  if (invitations.isPending) {
    body = showSkeleton ? <ListSkeleton rows={1} height={88} label={t('checking')} /> : null;
  } else if (invitations.isError) {
    body = <ErrorState error={invitations.error} onRetry={() => void invitations.refetch()} />;
  } else if (invitations.data.total === 0) {
    // The joined dialog outlives the last invitation it answered.
    return (
      <>
        {whenEmpty}
        {dialogs}
      </>
    );
  } else {
    const { data } = invitations;
    const busyId = accept.isPending ? accept.variables.id : null;
    body = (
      <Section variant={variant} count={data.total} email={email}>
        <Box
          component="ul"
          aria-label={t('invitationsForYou')}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: invitations.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.docs.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              isAccepting={busyId === invitation.id}
              isDisabled={busyId !== null}
              onAccept={() => onAccept(invitation)}
              onDecline={() => setDeclining(invitation)}
            />
          ))}
        </Box>
        {data.pages > 1 && (
          <Pager
            data={data}
            page={Math.floor(data.cursor / MY_INVITATIONS_PAGE_SIZE) + 1}
            onPage={(page) => setCursor((page - 1) * MY_INVITATIONS_PAGE_SIZE)}
            noun={t('pagerNoun')}
          />
        )}
      </Section>
    );
  }
  return (
    <>
      {body}
      {dialogs}
    </>
  );
}

function Section({
  variant,
  count,
  email,
  children,
}: {
  variant: 'card' | 'plain';
  count: number;
  email: string;
  children: ReactNode;
}) {
  const t = useWords(invitationsWords);
  const content = (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <MarkEmailUnreadOutlined color="primary" aria-hidden />
        <Typography id="my-invitations-title" variant="h3" component="h2">
          {t('invitedYou', { count })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('invitationsTo', { email })}
      </Typography>
      {children}
    </>
  );
  if (variant === 'plain') {
    return (
      <Box component="section" aria-labelledby="my-invitations-title">
        {content}
      </Box>
    );
  }
  return (
    <Card
      component="section"
      aria-labelledby="my-invitations-title"
      sx={{ mb: 3, borderColor: 'primary.main', borderWidth: 1, borderStyle: 'solid' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 1.5 } }}>{content}</CardContent>
    </Card>
  );
}
