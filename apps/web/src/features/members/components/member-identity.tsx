import Chip from '@mui/material/Chip';
import type { TUser } from '@dawa/contract';
import { UserIdentity } from '../../../components/account/user-identity.tsx';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';

/** Avatar, name (a link to the member's page) and e-mail; "You" on the signed-in user's own row. */
export function MemberIdentity({ user, isSelf }: { user: TUser; isSelf: boolean }) {
  const t = useWords(memberWords);
  return (
    <UserIdentity
      user={user}
      isSelf={isSelf}
      to={`/member?id=${user.id}`}
      badges={
        user.status === 'INACTIVE' && (
          <Chip label={t('disabled')} size="small" color="warning" variant="outlined" />
        )
      }
    />
  );
}
