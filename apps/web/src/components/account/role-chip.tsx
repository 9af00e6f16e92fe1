import Chip from '@mui/material/Chip';
import type { TTenantRole } from '@dawa/contract';
import { accountWords } from '../../i18n/account/index.ts';
import { useWords } from '../../i18n/words.ts';
import { ROLE_WORD } from './organisation-words.ts';

const COLOR: Record<TTenantRole, 'primary' | 'secondary' | 'default'> = {
  OWNER: 'primary',
  ADMIN: 'secondary',
  USER: 'default',
};

/** A member's role in a pharmacy, in words (colour is never the only signal). */
export function RoleChip({ role }: { role: TTenantRole }) {
  const t = useWords(accountWords);
  return (
    <Chip
      label={t(ROLE_WORD[role])}
      color={COLOR[role]}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600 }}
    />
  );
}
