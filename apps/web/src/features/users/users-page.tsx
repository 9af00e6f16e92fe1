import { useState } from 'react';
import Button from '@mui/material/Button';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { TAdminUser, TStatus } from '@dawa/contract';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { errorMessage } from '../../components/form/api-errors.ts';
import { EmptyState } from '../../components/list/list-states.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePageParam } from '../../components/list/use-page-param.ts';
import { PlatformAdminPage } from '../../components/page/platform-admin-page.tsx';
import { notify } from '../../lib/notify.ts';
import {
  USERS_PAGE_SIZE,
  useSetPlatformAdmin,
  useSetUserStatus,
  useUsers,
} from './api/users-api.ts';
import { ListSearchField } from '../../components/list/list-search-field.tsx';
import { useSearchParam } from '../../components/list/use-search-param.ts';
import { userColumns } from './components/users-views.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { userWords } from './i18n/index.ts';

/**
 * /users: every account on the platform, for platform administrators: search, pages, who is a
 * platform administrator (granted or taken away here, never on oneself; each grant is audited),
 * and disabling (which signs the person out everywhere at once) or enabling again. Anyone else is
 * told plainly that this is not theirs to see; the list is never even asked for.
 */
export function Component() {
  const t = useWords(userWords);
  return (
    <PlatformAdminPage
      title={t('users')}
      crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: t('users') }]}
      refusal={t('refusal')}
    >
      {(me) => <UserDirectory myId={me.user.id} />}
    </PlatformAdminPage>
  );
}

function UserDirectory({ myId }: { myId: string }) {
  const t = useWords(userWords);
  const locale = useLocale();
  const { text, setText, search } = useSearchParam();
  const { page, cursor, setPage } = usePageParam(USERS_PAGE_SIZE);
  const users = useUsers({ search, cursor });
  const setStatus = useSetUserStatus();
  const [disabling, setDisabling] = useState<TAdminUser | null>(null);
  const setAdmin = useSetPlatformAdmin();
  const [adminChange, setAdminChange] = useState<TAdminUser | null>(null);
  const busyId = setStatus.isPending
    ? (setStatus.variables?.id ?? null)
    : setAdmin.isPending
      ? (setAdmin.variables?.id ?? null)
      : null;

  const confirmAdmin = () => {
    if (!adminChange) return;
    const isPlatformAdmin = !adminChange.isPlatformAdmin;
    setAdmin.mutate(
      { id: adminChange.id, isPlatformAdmin },
      {
        onSuccess: (user) =>
          notify.success(
            t(isPlatformAdmin ? 'nowAdmin' : 'noLongerAdmin', { name: user.fullName }),
          ),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setAdminChange(null),
      },
    );
  };

  const apply = (user: TAdminUser, status: TStatus) =>
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () => {
          setDisabling(null);
          notify.success(
            t(status === 'INACTIVE' ? 'disabledEverywhere' : 'canSignInAgain', {
              name: user.fullName,
            }),
          );
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <>
      <ListSearchField
        value={text}
        onChange={setText}
        placeholder={t('searchPlaceholder')}
        label={t('searchLabel')}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      <DataTable
        label={t('users')}
        loadingLabel={t('loading')}
        columns={userColumns(
          {
            myId,
            busyId,
            onDisable: setDisabling,
            onEnable: (user) => apply(user, 'ACTIVE'),
            onAdminChange: setAdminChange,
          },
          t,
          locale,
        )}
        rows={users.data?.docs}
        rowKey={(user) => user.id}
        query={users}
        empty={
          <EmptyState
            icon={<PersonSearchOutlined />}
            title={search ? t('noMatch', { search }) : t('noUsers')}
            action={search && <Button onClick={() => setText('')}>{t('clearSearch')}</Button>}
          >
            {search ? t('noMatchText') : undefined}
          </EmptyState>
        }
      />
      {users.data && <Pager data={users.data} page={page} onPage={setPage} noun={t('usersNoun')} />}
      <ConfirmDialog
        open={disabling !== null}
        title={disabling ? t('disableTitle', { name: disabling.fullName }) : t('disableThis')}
        confirmLabel={t('disable')}
        pending={setStatus.isPending}
        onConfirm={() => disabling && apply(disabling, 'INACTIVE')}
        onClose={() => setDisabling(null)}
      >
        {t('disableText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={adminChange !== null}
        title={
          adminChange?.isPlatformAdmin
            ? t('removeAdminTitle', { name: adminChange.fullName })
            : adminChange
              ? t('makeAdminTitle', { name: adminChange.fullName })
              : t('makeAdminThis')
        }
        confirmLabel={t(adminChange?.isPlatformAdmin ? 'removeAdmin' : 'makeAdmin')}
        pending={setAdmin.isPending}
        onConfirm={confirmAdmin}
        onClose={() => setAdminChange(null)}
      >
        {t(adminChange?.isPlatformAdmin ? 'removeAdminText' : 'makeAdminText')}
      </ConfirmDialog>
    </>
  );
}
