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
import { notify } from '../../../lib/notify.ts';
import { pagePosts } from '../../../lib/posts.ts';
import {
  useDeleteAdvert,
  useMyAdverts,
  useSetAdvertStatus,
  type AdvertFilter,
} from '../api/my-adverts-api.ts';
import type { StatusMove } from '../advert-actions.ts';
import { AdvertRow } from './advert-row.tsx';

const FILTERS: { value: AdvertFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ACTIVE', label: 'Live' },
  { value: 'DRAFT', label: 'Drafts' },
  { value: 'SOLD', label: 'Sold' },
];

/** The Adverts tab: every listing I posted (but removed ones), with edit, sold/relist, delete. */
export function MyAdverts({ userId }: { userId: string }) {
  const [filter, setFilter] = useState<AdvertFilter>('ALL');
  const adverts = useMyAdverts(userId, filter);
  const setStatus = useSetAdvertStatus();
  const remove = useDeleteAdvert();
  const [deleting, setDeleting] = useState<TPost | null>(null);

  const applyMove = (post: TPost, move: StatusMove) =>
    setStatus.mutate(
      { id: post.id, status: move.status },
      {
        onSuccess: () => notify.success(`“${post.title}” ${move.done}`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(`“${deleting.title}” deleted`),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  const posts = pagePosts(adverts.data);
  const label = FILTERS.find((f) => f.value === filter)?.label ?? 'All';
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
          aria-label="Filter by status"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {FILTERS.map((f) => (
            <Chip
              key={f.value}
              label={f.label}
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
          Post a listing
        </Button>
      </Box>
      {adverts.isPending ? (
        <ListSkeleton rows={3} height={128} label="Loading your listings" />
      ) : adverts.isError && !adverts.data ? (
        <ErrorState error={adverts.error} onRetry={() => void adverts.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<SellOutlined />}
          title={filter === 'ALL' ? 'No listings yet' : `No ${label.toLowerCase()} listings`}
          action={
            filter === 'ALL' ? (
              <Button component={RouterLink} to="/post/step-1-media-upload" variant="contained">
                Post your first listing
              </Button>
            ) : (
              <Button onClick={() => setFilter('ALL')}>Show all listings</Button>
            )
          }
        >
          {filter === 'ALL' ? 'Listings you post appear here, with their status.' : undefined}
        </EmptyState>
      ) : (
        <>
          <ListingRows label="My adverts" dimmed={adverts.isPlaceholderData}>
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
                  Retry
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
                Load more
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? 'this listing'}”?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        The listing disappears from the marketplace and from the favourites of buyers who saved it.
        This cannot be undone; to pause it, mark it sold instead.
      </ConfirmDialog>
    </>
  );
}
