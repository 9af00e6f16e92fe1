import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { useMe } from '../../lib/me.ts';
import { ProfileForm } from './components/profile-form.tsx';
import { SignInDetails } from './components/sign-in-details.tsx';
import { profileWords } from './i18n/index.ts';

/**
 * /profile/detail: edit my own account: name, username, phone and picture; and, each confirmed,
 * the e-mail (a code to the new address) and the password.
 */
export function Component() {
  const t = useWords(profileWords);
  const me = useMe();
  const crumbs = [
    { label: t('crumbDashboard'), to: '/dashboard' },
    { label: t('myProfile'), to: '/profile' },
    { label: t('profileDetails') },
  ];
  return (
    <>
      <PageHeader title={t('profileDetails')} crumbs={crumbs} />
      {me.isPending ? (
        <ListSkeleton rows={1} height={420} label={t('loadingProfile')} />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <Stack spacing={3}>
          <Card sx={{ maxWidth: 640 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <ProfileForm user={me.data.user} />
            </CardContent>
          </Card>
          <SignInDetails user={me.data.user} />
        </Stack>
      )}
    </>
  );
}
