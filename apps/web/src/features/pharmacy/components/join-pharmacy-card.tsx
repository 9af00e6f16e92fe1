import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { Link as RouterLink } from 'react-router';
import type { TTenantDetail, TTenantListResponse } from '@dawa/contract';
import { MyInvitations } from '../../../components/invitations/my-invitations.tsx';
import { ErrorState } from '../../../components/list/list-states.tsx';
import { useMyInvitations } from '../../../lib/invitations-api.ts';
import { notify } from '../../../lib/notify.ts';
import { useWords } from '../../../i18n/words.ts';
import { useMyPharmacies } from '../api/pharmacy-api.ts';
import { pharmacyWords } from '../i18n/index.ts';

/** How often a waiting new joiner's invitations are re-read: one shows up by itself. */
const CHECK_EVERY_MS = 30_000;

const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Joining: there is no request to send; an owner or administrator invites the person's e-mail,
 * and the person accepts here. Until an invitation comes the card says plainly that it is
 * waiting, and checks again by itself.
 */
export function JoinPharmacyCard({
  email,
  onOpen,
  openingId,
  onJoinedSwitch,
}: {
  email: string;
  onOpen: (tenant: TTenantDetail) => void;
  openingId: string | null;
  /** After accepting an invitation and switching to its pharmacy. */
  onJoinedSwitch: (tenant: TTenantDetail) => void;
}) {
  const t = useWords(pharmacyWords);
  const mine = useMyPharmacies(0);
  const copy = () => {
    navigator.clipboard.writeText(email).then(
      () => notify.success(t('emailCopied')),
      () => notify.error(t('copyFailed')),
    );
  };

  return (
    <Card component="section" aria-labelledby="join-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <GroupAddOutlined color="primary" />
          <Typography id="join-title" variant="h2" component="h2">
            {t('joinTitle')}
          </Typography>
        </Stack>
        <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 2, '& li': { mb: 1 } }}>
          <li>{t('joinAsk')}</li>
          <li>
            {t('joinInviteThis')}
            <Box
              sx={{
                mt: 0.5,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1.5,
                py: 0.5,
                borderRadius: 2,
                bgcolor: 'action.hover',
                width: 'fit-content',
                maxWidth: '100%',
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
              <Tooltip title={t('copyEmail')}>
                <IconButton size="small" onClick={copy} aria-label={t('copyEmail')}>
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </li>
          <li>{t('joinAccept')}</li>
        </Box>
        <JoinStatus
          mine={mine}
          onOpen={onOpen}
          openingId={openingId}
          onJoinedSwitch={onJoinedSwitch}
        />
      </CardContent>
    </Card>
  );
}

function JoinStatus({
  mine,
  onOpen,
  openingId,
  onJoinedSwitch,
}: {
  mine: ReturnType<typeof useMyPharmacies>;
  onOpen: (tenant: TTenantDetail) => void;
  openingId: string | null;
  onJoinedSwitch: (tenant: TTenantDetail) => void;
}) {
  if (mine.isPending) return <Skeleton variant="rounded" height={88} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const found = mine.data.docs;
  const invitations = (
    <MyInvitations
      variant="plain"
      showSkeleton
      pollWhileEmptyMs={found.length === 0 ? CHECK_EVERY_MS : undefined}
      onSwitched={onJoinedSwitch}
      whenEmpty={found.length === 0 ? <WaitingForInvitation /> : null}
    />
  );
  // One shape whatever the count: accepting adds a pharmacy, and the invitations (with the
  // "You joined" dialog they hold) must stay mounted through that.
  return (
    <Stack spacing={2}>
      {invitations}
      {found.length > 0 && <Belongs mine={mine.data} onOpen={onOpen} openingId={openingId} />}
    </Stack>
  );
}

/** No invitation yet: say so, when it was last checked, and let the person check now. */
function WaitingForInvitation() {
  const t = useWords(pharmacyWords);
  const invitations = useMyInvitations(0);
  return (
    <Alert
      severity="info"
      icon={<HourglassEmptyOutlined />}
      role="status"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void invitations.refetch()}
          loading={invitations.isFetching}
        >
          {t('checkAgain')}
        </Button>
      }
    >
      <AlertTitle>{t('waitingTitle')}</AlertTitle>
      {t('waitingText', { time: timeOf(invitations.dataUpdatedAt) })}
    </Alert>
  );
}

function Belongs({
  mine,
  onOpen,
  openingId,
}: {
  mine: TTenantListResponse;
  onOpen: (tenant: TTenantDetail) => void;
  openingId: string | null;
}) {
  const t = useWords(pharmacyWords);
  const found = mine.docs;
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>
        {t('belongToPharmacies', { count: found.length === 1 ? 1 : mine.total })}
      </AlertTitle>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {found.slice(0, 3).map((tenant) => (
          <Box key={tenant.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {tenant.name}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onOpen(tenant)}
              loading={openingId === tenant.id}
              disabled={openingId !== null}
            >
              {t('open')}
            </Button>
          </Box>
        ))}
        {found.length > 3 && (
          <Button component={RouterLink} to="/pharmacy" size="small" sx={{ alignSelf: 'start' }}>
            {t('seeAll')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
