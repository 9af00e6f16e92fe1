import Chip from '@mui/material/Chip';
import type { TUser } from '@dawa/contract';
import { UserIdentity } from '../../../components/account/user-identity.tsx';

/** Avatar, name (a link to the member's page) and e-mail; "You" on the signed-in user's own row. */
export function MemberIdentity({ user, isSelf }: { user: TUser; isSelf: boolean }) {
  return (
    <UserIdentity
      user={user}
      isSelf={isSelf}
      to={`/member?id=${user.id}`}
      badges={
        user.status === 'INACTIVE' && (
          <Chip label="Disabled" size="small" color="warning" variant="outlined" />
        )
      }
    />
  );
}
