import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import { Link as RouterLink } from 'react-router';
import type { TPost } from '@dawa/contract';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { ListingRows } from '../../../components/listing/listing-row.tsx';
import { useWords } from '../../../i18n/words.ts';
import { notify } from '../../../lib/notify.ts';
import { pagePosts } from '../../../lib/posts.ts';
import {
  useDeleteAdvert,
  useMyAdverts,
  useSetAdvertStatus,
  type AdvertFilter,
} from '../api/my-adverts-api.ts';
import type { StatusMove } from '../advert-actions.ts';
import { profileWords } from '../i18n/index.ts';
import type en from '../i18n/en.ts';
import { AdvertRow } from './advert-row.tsx';

/** Each filter's chip, and what the list says when nothing matches it (features/profile/i18n). */
const FILTERS: { value: AdvertFilter; label: keyof typeof en; empty: keyof typeof en }[] = [
  { value: 'ALL', label: 'filterAll', empty: 'noListings' },
  { value: 'ACTIVE', label: 'filterLive', empty: 'noLiveListings' },
  { value: 'DRAFT', label: 'filterDrafts', empty: 'noDraftListings' },
  { value: 'SOLD', label: 'filterSold', empty: 'noSoldListings' },
];

/** The Adverts tab: every listing I posted (but removed ones), with edit, sold/relist, delete. */
export function MyAdverts({ userId }: { userId: string }) {
  const t = useWords(profileWords);
  const [filter, setFilter] = useState<AdvertFilter>('ALL');
  const adverts = useMyAdverts(userId, filter);
  const setStatus = useSetAdvertStatus();
  const remove = useDeleteAdvert();
  const [deleting, setDeleting] = useState<TPost | null>(null);

  const applyMove = (post: TPost, move: StatusMove) =>
    setStatus.mutate(
      { id: post.id, status: move.status },
      {
        onSuccess: () => notify.success(t(move.done, { title: post.title })),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('deleted', { title: deleting.title })),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const posts = pagePosts(adverts.data);
  const empty = FILTERS.find((f) => f.value === filter)?.empty ?? 'noListings';
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box
          role="group"
          aria-label={t('filterByStatus')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {FILTERS.map((f) => (
            <Chip
              key={f.value}
              label={t(f.label)}
              color={filter === f.value ? 'primary' : 'default'}
              variant={filter === f.value ? 'filled' : 'outlined'}
              onClick={() => setFilter(f.value)}
              aria-pressed={filter === f.value}
            />
          ))}
        </Box>
        <Button
          component={RouterLink}
          to="/post/step-1-media-upload"
          startIcon={<AddOutlined />}
          variant="contained"
          size="small"
        >
          {t('postListing')}
        </Button>
      </Box>
      {adverts.isPending ? (
        <ListSkeleton rows={3} height={128} label={t('loadingListings')} />
      ) : adverts.isError && !adverts.data ? (
        <ErrorState error={adverts.error} onRetry={() => void adverts.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<SellOutlined />}
          title={t(empty)}
          action={
            filter === 'ALL' ? (
              <Button component={RouterLink} to="/post/step-1-media-upload" variant="contained">
                {t('postFirstListing')}
              </Button>
            ) : (
              <Button onClick={() => setFilter('ALL')}>{t('showAllListings')}</Button>
            )
          }
        >
          {filter === 'ALL' ? t('listingsAppearHere') : undefined}
        </EmptyState>
      ) : (
        <>
          <ListingRows label={t('myAdverts')} dimmed={adverts.isPlaceholderData}>
            {posts.map((post) => (
              <li key={post.id}>
                <AdvertRow
                  post={post}
                  isBusy={setStatus.isPending && setStatus.variables.id === post.id}
                  onMove={applyMove}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ListingRows>
          {adverts.isFetchNextPageError && (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void adverts.fetchNextPage()}>
                  {t('retry')}
                </Button>
              }
            >
              {errorMessage(adverts.error)}
            </Alert>
          )}
          {adverts.hasNextPage && !adverts.isFetchNextPageError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void adverts.fetchNextPage()}
                loading={adverts.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { title: deleting.title }) : t('deleteThisListing')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('deleteBody')}
      </ConfirmDialog>
    </>
  );
}
