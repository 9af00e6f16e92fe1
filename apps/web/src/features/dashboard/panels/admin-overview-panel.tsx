import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { type TAdminOverview, formatNumber } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { adminOverviewQuery } from '../api/dashboard-api.ts';
import { PanelCard } from '../components/panel-card.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { dashboardWords } from '../i18n/index.ts';

/** A platform administrator's view: the moderation queue and the newest organisations. */
export default function AdminOverviewPanel() {
  const t = useWords(dashboardWords);
  const overview = useQuery(adminOverviewQuery);
  let body;
  if (overview.isPending) body = <ListSkeleton rows={2} height={88} label={t('loadingOverview')} />;
  else if (overview.isError)
    body = <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  else body = <Overview data={overview.data} />;
  return (
    <PanelCard id="admin-overview" title={t('platformOverview')}>
      {body}
    </PanelCard>
  );
}

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const figure = (
    <Typography component="span" variant="h3" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
      {formatNumber(value)}
    </Typography>
  );
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      {to ? (
        <Link component={RouterLink} to={to} underline="hover" color="text.primary">
          {figure}
        </Link>
      ) : (
        figure
      )}
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}

function Overview({ data }: { data: TAdminOverview }) {
  const t = useWords(dashboardWords);
  const { orgTypeName } = useOrganisationWords();
  const locale = useLocale();
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <Figure label={t('awaitingReview')} value={data.moderation.pending} to="/moderation" />
        <Figure
          label={t('reported')}
          value={data.moderation.reported}
          to="/moderation?queue=reported"
        />
        <Figure label={t('organisations')} value={data.organisations} />
        <Figure label={t('users')} value={data.users} to="/users" />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mr: 'auto' }}>
          {t('newestOrganisations')}
        </Typography>
        <Button component={RouterLink} to="/moderation" size="small">
          {t('openModeration')}
        </Button>
      </Box>
      {data.newestOrganisations.length === 0 ? (
        <EmptyState title={t('noOrganisations')}>{t('noOrganisationsHint')}</EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label={t('newestOrganisations')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {data.newestOrganisations.map((org) => (
            <Box
              component="li"
              key={org.id}
              sx={{
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{org.name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {[
                  orgTypeName(org.org_type),
                  org.city,
                  t('members', { count: org.members }),
                  t('joined', { date: formatDate(org.createdAt, locale) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
