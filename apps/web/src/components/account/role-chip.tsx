import Chip from '@mui/material/Chip';
import { TENANT_ROLE_LABELS, type TTenantRole } from '@dawa/contract';

const COLOR: Record<TTenantRole, 'primary' | 'secondary' | 'default'> = {
  OWNER: 'primary',
  ADMIN: 'secondary',
  USER: 'default',
};

/** A member's role in a pharmacy, in words (colour is never the only signal). */
export function RoleChip({ role }: { role: TTenantRole }) {
  return (
    <Chip
      label={TENANT_ROLE_LABELS[role]}
      color={COLOR[role]}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600 }}
    />
  );
}
