import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { TCategory } from '@dawa/contract';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../components/form/api-errors.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PlatformAdminPage } from '../../components/page/platform-admin-page.tsx';
import { notify } from '../../lib/notify.ts';
import { useCategoryList, useDeleteCategory, useParentCategories } from './api/categories-api.ts';
import { groupCategories, type StatusFilter } from './category-tree.ts';
import { CategoryDialog, type CategoryDialogTarget } from './components/category-dialog.tsx';
import { CategoryTree } from './components/category-tree.tsx';
import { ListSearchField } from '../../components/list/list-search-field.tsx';
import { useSearchParam } from '../../components/list/use-search-param.ts';
import { useWords } from '../../i18n/words.ts';
import { categoryWords } from './i18n/index.ts';

/** The status chips, each with its word (i18n/). */
const STATUS_FILTERS = [
  { value: 'ALL', label: 'all' },
  { value: 'ACTIVE', label: 'active' },
  { value: 'INACTIVE', label: 'inactive' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

/**
 * /categories: the marketplace's category tree, for platform administrators: search, create,
 * edit (rename, move, mark regulated, deactivate) and delete. Anyone else is told it is not theirs.
 */
export function Component() {
  const t = useWords(categoryWords);
  const [target, setTarget] = useState<CategoryDialogTarget | null>(null);
  return (
    <PlatformAdminPage
      title={t('title')}
      crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('title') }]}
      action={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setTarget({ mode: 'create', parentId: null })}
        >
          {t('newCategory')}
        </Button>
      }
      refusal={t('refusal')}
    >
      {() => <CategoryManager target={target} setTarget={setTarget} />}
    </PlatformAdminPage>
  );
}

function CategoryManager({
  target,
  setTarget,
}: {
  target: CategoryDialogTarget | null;
  setTarget: (target: CategoryDialogTarget | null) => void;
}) {
  const t = useWords(categoryWords);
  const { text, setText, search } = useSearchParam();
  const [params, writeAddress] = useAddressParams();
  const status = (['ACTIVE', 'INACTIVE'].find((s) => s === params.get('status')) ??
    'ALL') as StatusFilter;
  const list = useCategoryList(search);
  const parents = useParentCategories();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<TCategory | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.docs) ?? [], [list.data]);
  const groups = useMemo(
    () => groupCategories(items, parents.data ?? [], status),
    [items, parents.data, status],
  );
  const total = list.data?.pages[0]?.total ?? 0;

  const setStatus = (next: StatusFilter) =>
    writeAddress(
      (live) => {
        if (next === 'ALL') live.delete('status');
        else live.set('status', next);
        return live;
      },
      { replace: true, preventScrollReset: true },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) => {
        // 409: it has sub-categories or listings; the API says which and what to do instead.
        notify.error(errorMessage(error));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <Box
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        role="search"
      >
        <ListSearchField
          value={text}
          onChange={setText}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        <Box
          role="group"
          aria-label={t('filterByStatus')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {STATUS_FILTERS.map((f) => (
            <Chip
              key={f.value}
              label={t(f.label)}
              color={status === f.value ? 'primary' : 'default'}
              variant={status === f.value ? 'filled' : 'outlined'}
              onClick={() => setStatus(f.value)}
              aria-pressed={status === f.value}
            />
          ))}
        </Box>
      </Box>
      {list.isPending ? (
        <ListSkeleton rows={4} height={96} label={t('loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<CategoryOutlined />}
          title={
            search
              ? t('noMatch', { search })
              : t(
                  status === 'ACTIVE'
                    ? 'noActive'
                    : status === 'INACTIVE'
                      ? 'noInactive'
                      : 'noCategories',
                )
          }
          action={
            search || status !== 'ALL' ? (
              <Button
                onClick={() => {
                  setText('');
                  setStatus('ALL');
                }}
              >
                {t('clearFilters')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => setTarget({ mode: 'create', parentId: null })}
              >
                {t('addCategory')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {t(search ? 'matching' : 'total', { count: total })}
            {list.hasNextPage ? t('shown', { count: items.length }) : ''}
          </Typography>
          <CategoryTree
            groups={groups}
            isStale={list.isPlaceholderData}
            onEdit={(category) => setTarget({ mode: 'edit', category })}
            onDelete={setDeleting}
            onAddChild={(parent) => setTarget({ mode: 'create', parentId: parent.id })}
          />
          {list.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
      <CategoryDialog
        target={target}
        parents={parents.data ?? []}
        onClose={() => setTarget(null)}
        onSaved={(category, isNew) => {
          setTarget(null);
          notify.success(t(isNew ? 'created' : 'saved', { name: category.name }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : t('deleteThis')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.parent_id === null ? t('deleteParentNote') : ''}
        {t('deleteNote')}
      </ConfirmDialog>
    </>
  );
}
