import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { TComplianceDecisionRequest, TModerationItem } from '@dawa/contract';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../components/form/api-errors.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useSearchParam } from '../../components/list/use-search-param.ts';
import { ListingRows } from '../../components/listing/listing-row.tsx';
import { PlatformAdminPage } from '../../components/page/platform-admin-page.tsx';
import { notify } from '../../lib/notify.ts';
import {
  useDecide,
  useModerationQueue,
  useDismissReports,
  useRemoveListing,
  type ModerationQueue,
} from './api/moderation-api.ts';
import { ModerationCard } from './components/moderation-card.tsx';
import { ModerationFilters } from './components/moderation-filters.tsx';
import {
  patchModeration,
  queueCount,
  readModeration,
  writeModeration,
  type ModerationView,
} from './moderation-params.ts';
import { RejectDialog } from './components/reject-dialog.tsx';
import { useWords } from '../../i18n/words.ts';
import type moderationEn from './i18n/en.ts';
import { moderationWords } from './i18n/index.ts';

type QueueWord = 'label' | 'list' | 'empty' | 'hint';

/** The queues, each with its words (i18n/): tab, list, empty state and its hint. */
const QUEUES = [
  {
    value: 'PENDING',
    label: 'pending',
    list: 'pendingListings',
    empty: 'pendingEmpty',
    hint: 'pendingHint',
  },
  {
    value: 'REJECTED',
    label: 'rejected',
    list: 'rejectedListings',
    empty: 'rejectedEmpty',
    hint: 'rejectedHint',
  },
  {
    value: 'REPORTED',
    label: 'reported',
    list: 'reportedListings',
    empty: 'reportedEmpty',
    hint: 'reportedHint',
  },
] as const satisfies readonly ({ value: ModerationQueue } & Record<
  QueueWord,
  keyof typeof moderationEn
>)[];

/**
 * /moderation: the review queues of platform administrators. Regulated listings wait here for
 * approval; rejected and reported ones can be reviewed again or taken down.
 */
export function Component() {
  const t = useWords(moderationWords);
  return (
    <PlatformAdminPage
      title={t('title')}
      crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('title') }]}
      refusal={t('refusal')}
    >
      {() => <ModerationQueues />}
    </PlatformAdminPage>
  );
}

/** The view (queue, words, category, order, page) in the address; each change is one Back step. */
function useModerationView() {
  const [params, writeAddress] = useAddressParams();
  const view = readModeration(params);
  const change = (patch: Partial<ModerationView>) =>
    writeAddress((live) => writeModeration(patchModeration(readModeration(live), patch)), {
      preventScrollReset: true,
    });
  return { view, change };
}

function ModerationQueues() {
  const t = useWords(moderationWords);
  const { view, change } = useModerationView();
  const { queue, page } = view;
  // The words follow the address after the debounce (and start again from page 1).
  const words = useSearchParam('q');
  const list = useModerationQueue(view);
  const isFiltered = view.q !== '' || view.category !== null;
  const decide = useDecide();
  const remove = useRemoveListing();
  const dismiss = useDismissReports();
  const [rejecting, setRejecting] = useState<TModerationItem | null>(null);
  const [removing, setRemoving] = useState<TModerationItem | null>(null);
  const current = QUEUES.find((q) => q.value === queue) ?? QUEUES[0];

  const send = (item: TModerationItem, decision: TComplianceDecisionRequest) =>
    decide.mutate(
      { item, decision },
      {
        onSuccess: () => {
          setRejecting(null);
          notify.success(
            t(decision.compliance_status === 'APPROVED' ? 'approvedToast' : 'rejectedToast', {
              title: item.title,
            }),
          );
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => notify.success(t('removedToast', { title: removing.title })),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const dismissReports = (item: TModerationItem) =>
    dismiss.mutate(item.id, {
      onSuccess: (answer) =>
        notify.success(t('dismissedToast', { title: item.title, message: answer.message })),
      onError: (error) => notify.error(errorMessage(error)),
    });

  const busyOf = (item: TModerationItem) => {
    if (decide.isPending && decide.variables.item.id === item.id)
      return decide.variables.decision.compliance_status === 'APPROVED' ? 'approve' : 'other';
    if (remove.isPending && remove.variables === item.id) return 'other';
    if (dismiss.isPending && dismiss.variables === item.id) return 'dismiss';
    return null;
  };

  return (
    <>
      <Tabs
        value={queue}
        onChange={(_, next: ModerationQueue) => change({ queue: next })}
        aria-label={t('queues')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {QUEUES.map((q) => (
          <Tab
            key={q.value}
            value={q.value}
            label={t(q.label)}
            id={`queue-tab-${q.value}`}
            aria-controls="queue-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="queue-panel" aria-labelledby={`queue-tab-${queue}`}>
        <ModerationFilters
          text={words.text}
          onText={words.setText}
          category={view.category}
          onCategory={(category) => change({ category })}
          sort={view.sort}
          onSort={(sort) => change({ sort })}
        />
        <Typography
          role="status"
          color="textSecondary"
          className="tabular-nums"
          sx={{ mb: 1.5, minHeight: '1.5em' }}
        >
          {list.data ? queueCount(list.data.total, queue, isFiltered, t) : ''}
        </Typography>
        {list.isPending ? (
          <ListSkeleton rows={3} height={128} label={t('loading')} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.docs.length === 0 && isFiltered ? (
          <EmptyState
            icon={<SearchOffOutlined />}
            title={t('noMatch')}
            action={
              <Button
                onClick={() => {
                  words.setText('');
                  change({ q: '', category: null });
                }}
              >
                {t('clearFilters')}
              </Button>
            }
          >
            {t('noMatchText')}
          </EmptyState>
        ) : list.data.docs.length === 0 ? (
          <EmptyState icon={<FactCheckOutlined />} title={t(current.empty)}>
            {t(current.hint)}
          </EmptyState>
        ) : (
          <>
            <ListingRows label={t(current.list)} dimmed={list.isPlaceholderData}>
              {list.data.docs.map((item) => (
                <li key={item.id}>
                  <ModerationCard
                    item={item}
                    busy={busyOf(item)}
                    onApprove={(it) => send(it, { compliance_status: 'APPROVED' })}
                    onReject={setRejecting}
                    onRemove={setRemoving}
                    onDismissReports={dismissReports}
                  />
                </li>
              ))}
            </ListingRows>
            <Pager
              data={list.data}
              page={page}
              onPage={(next) => change({ page: next })}
              noun={t('listingsNoun')}
            />
          </>
        )}
      </Box>
      <RejectDialog
        open={rejecting !== null}
        title={rejecting?.title ?? ''}
        pending={decide.isPending}
        onReject={(decision) => rejecting && send(rejecting, decision)}
        onClose={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeTitle', { title: removing.title }) : t('removeThis')}
        confirmLabel={t('remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t('removeText')}
      </ConfirmDialog>
    </>
  );
}
