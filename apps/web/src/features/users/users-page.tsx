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
import { useWords } from '../../i18n/words.ts';
import { userWords } from './i18n/index.ts';

const CRUMBS = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Users' }];

/**
 * /users: every account on the platform, for platform administrators: search, pages, who is a
 * platform administrator (granted or taken away here, never on oneself; each grant is audited),
 * and disabling (which signs the person out everywhere at once) or enabling again. Anyone else is
 * told plainly that this is not theirs to see; the list is never even asked for.
 */
export function Component() {
  return (
    <PlatformAdminPage
      title="Users"
      crumbs={CRUMBS}
      refusal="Only platform administrators can see and manage every user of Dawa. To manage the people of your pharmacy, use Members."
    >
      {(me) => <UserDirectory myId={me.user.id} />}
    </PlatformAdminPage>
  );
}

function UserDirectory({ myId }: { myId: string }) {
  const t = useWords(userWords);
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
            isPlatformAdmin
              ? `${user.fullName} is now a platform administrator`
              : `${user.fullName} is no longer a platform administrator`,
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
            status === 'INACTIVE'
              ? `${user.fullName} is disabled and signed out everywhere`
              : `${user.fullName} can sign in again`,
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
        placeholder="Name, e-mail or username"
        label="Search users"
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      <DataTable
        label="Users"
        loadingLabel="Loading users"
        columns={userColumns(
          {
            myId,
            busyId,
            onDisable: setDisabling,
            onEnable: (user) => apply(user, 'ACTIVE'),
            onAdminChange: setAdminChange,
          },
          t,
        )}
        rows={users.data?.docs}
        rowKey={(user) => user.id}
        query={users}
        empty={
          <EmptyState
            icon={<PersonSearchOutlined />}
            title={search ? `No user matches “${search}”` : 'No users yet'}
            action={search && <Button onClick={() => setText('')}>Clear the search</Button>}
          >
            {search ? 'Try part of a name or an e-mail address.' : undefined}
          </EmptyState>
        }
      />
      {users.data && <Pager data={users.data} page={page} onPage={setPage} noun="users" />}
      <ConfirmDialog
        open={disabling !== null}
        title={`Disable ${disabling?.fullName ?? 'this user'}?`}
        confirmLabel="Disable"
        pending={setStatus.isPending}
        onConfirm={() => disabling && apply(disabling, 'INACTIVE')}
        onClose={() => setDisabling(null)}
      >
        They are signed out on every device at once and cannot sign in until an administrator
        enables the account again. Their pharmacies and records stay as they are.
      </ConfirmDialog>
      <ConfirmDialog
        open={adminChange !== null}
        title={
          adminChange?.isPlatformAdmin
            ? `Remove ${adminChange.fullName} as platform administrator?`
            : `Make ${adminChange?.fullName ?? 'this user'} a platform administrator?`
        }
        confirmLabel={adminChange?.isPlatformAdmin ? 'Remove admin' : 'Make admin'}
        pending={setAdmin.isPending}
        onConfirm={confirmAdmin}
        onClose={() => setAdminChange(null)}
      >
        {adminChange?.isPlatformAdmin
          ? 'They lose access to every user, moderation and the platform settings at once; their own account and pharmacies stay. The change is recorded in the activity log.'
          : 'They will see every user of Dawa, disable accounts, moderate listings and make or remove other administrators. Grant it only to people who run Dawa; the change is recorded in the activity log.'}
      </ConfirmDialog>
    </>
  );
}
