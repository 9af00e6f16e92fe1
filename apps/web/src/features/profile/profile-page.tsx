import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useMe } from '../../lib/me.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { profileTabOf, type ProfileTab } from './advert-actions.ts';
import { AccountOverview, ProfileSummary } from './components/account-overview.tsx';
import { MyAdverts } from './components/my-adverts.tsx';
import { SavedListingsGrid } from '../../components/listing/saved-listings-grid.tsx';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'My profile' }];
const TABS: { value: ProfileTab; label: string }[] = [
  { value: 'adverts', label: 'Listings' },
  { value: 'saved', label: 'Saved' },
  { value: 'account', label: 'Account' },
];

/** /profile: my adverts, the listings I saved, and my account; the tab is remembered (app state). */
export function Component() {
  const me = useMe();
  const tab = profileTabOf(useAppStore((s) => s.activeProfileTab));
  const setTab = useAppStore((s) => s.setActiveProfileTab);
  return (
    <>
      <PageHeader
        title="My profile"
        crumbs={CRUMBS}
        action={
          <Button
            component={RouterLink}
            to="/profile/detail"
            variant="outlined"
            startIcon={<EditOutlined />}
          >
            Edit profile
          </Button>
        }
      />
      {me.data && <ProfileSummary me={me.data} />}
      <Tabs
        value={tab}
        onChange={(_, next: ProfileTab) => setTab(next)}
        aria-label="Profile sections"
        variant="fullWidth"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 480 } }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`profile-tab-${t.value}`}
            aria-controls={`profile-panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {me.isPending ? (
          <ListSkeleton rows={2} height={160} label="Loading your profile" />
        ) : me.isError ? (
          <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        ) : tab === 'adverts' ? (
          <MyAdverts userId={me.data.user.id} />
        ) : tab === 'saved' ? (
          <SavedListingsGrid />
        ) : (
          <AccountOverview me={me.data} />
        )}
      </Box>
    </>
  );
}
