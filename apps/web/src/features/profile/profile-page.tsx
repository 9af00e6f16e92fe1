import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { useMe } from '../../lib/me.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { profileTabOf, type ProfileTab } from './advert-actions.ts';
import { AccountOverview, ProfileSummary } from './components/account-overview.tsx';
import { MyAdverts } from './components/my-adverts.tsx';
import { SavedListingsGrid } from '../../components/listing/saved-listings-grid.tsx';
import { profileWords } from './i18n/index.ts';
import type en from './i18n/en.ts';

const TABS: { value: ProfileTab; label: keyof typeof en }[] = [
  { value: 'adverts', label: 'tabListings' },
  { value: 'saved', label: 'tabSaved' },
  { value: 'account', label: 'tabAccount' },
];

/** /profile: my adverts, the listings I saved, and my account; the tab is remembered (app state). */
export function Component() {
  const t = useWords(profileWords);
  const me = useMe();
  const tab = profileTabOf(useAppStore((s) => s.activeProfileTab));
  const setTab = useAppStore((s) => s.setActiveProfileTab);
  return (
    <>
      <PageHeader
        title={t('myProfile')}
        crumbs={[{ label: t('crumbDashboard'), to: '/dashboard' }, { label: t('myProfile') }]}
        action={
          <Button
            component={RouterLink}
            to="/profile/detail"
            variant="outlined"
            startIcon={<EditOutlined />}
          >
            {t('editProfile')}
          </Button>
        }
      />
      {me.data && <ProfileSummary me={me.data} />}
      <Tabs
        value={tab}
        onChange={(_, next: ProfileTab) => setTab(next)}
        aria-label={t('profileSections')}
        variant="fullWidth"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 480 } }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={t(item.label)}
            id={`profile-tab-${item.value}`}
            aria-controls={`profile-panel-${item.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {me.isPending ? (
          <ListSkeleton rows={2} height={160} label={t('loadingProfile')} />
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
