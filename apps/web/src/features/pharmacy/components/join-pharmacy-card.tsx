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
import type { TTenantDetail } from '@dawa/contract';
import { ErrorState } from '../../../components/list/list-states.tsx';
import { notify } from '../../../lib/notify.ts';
import { useMyPharmacies } from '../api/pharmacy-api.ts';

/** How often a waiting new joiner's pharmacies are re-read: an invitation shows up by itself. */
const CHECK_EVERY_MS = 30_000;

const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Joining: there is no request to send; an owner or administrator adds the person by e-mail.
 * Until that happens the card says plainly that it is waiting, and checks again by itself.
 */
export function JoinPharmacyCard({
  email,
  onOpen,
  openingId,
}: {
  email: string;
  onOpen: (tenant: TTenantDetail) => void;
  openingId: string | null;
}) {
  const mine = useMyPharmacies(0, { pollWhileEmptyMs: CHECK_EVERY_MS });
  const copy = () => {
    navigator.clipboard.writeText(email).then(
      () => notify.success('E-mail copied'),
      () => notify.error('Could not copy. Select the address and copy it instead.'),
    );
  };

  return (
    <Card component="section" aria-labelledby="join-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <GroupAddOutlined color="primary" />
          <Typography id="join-title" variant="h2" component="h2">
            Join an existing pharmacy
          </Typography>
        </Stack>
        <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 2, '& li': { mb: 1 } }}>
          <li>Ask an owner or administrator of the pharmacy to add you from its Members page.</li>
          <li>
            They add you with this e-mail address:
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
              <Tooltip title="Copy e-mail">
                <IconButton size="small" onClick={copy} aria-label="Copy e-mail">
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </li>
          <li>You get an e-mail, and the pharmacy appears here.</li>
        </Box>
        <JoinStatus mine={mine} onOpen={onOpen} openingId={openingId} />
      </CardContent>
    </Card>
  );
}

function JoinStatus({
  mine,
  onOpen,
  openingId,
}: {
  mine: ReturnType<typeof useMyPharmacies>;
  onOpen: (tenant: TTenantDetail) => void;
  openingId: string | null;
}) {
  if (mine.isPending) return <Skeleton variant="rounded" height={88} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const found = mine.data.docs;
  if (found.length === 0) {
    return (
      <Alert
        severity="info"
        icon={<HourglassEmptyOutlined />}
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void mine.refetch()}
            loading={mine.isFetching}
          >
            Check again
          </Button>
        }
      >
        <AlertTitle>Waiting to be added</AlertTitle>
        No pharmacy has added you yet. We check again every 30 seconds (last checked{' '}
        {timeOf(mine.dataUpdatedAt)}).
      </Alert>
    );
  }
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>
        {found.length === 1
          ? 'You belong to a pharmacy'
          : `You belong to ${mine.data?.total ?? found.length} pharmacies`}
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
              Open
            </Button>
          </Box>
        ))}
        {found.length > 3 && (
          <Button component={RouterLink} to="/pharmacy" size="small" sx={{ alignSelf: 'start' }}>
            See all in My pharmacies
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
