import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import type { TTenantDetail, TTenantRole } from '@dawa/contract';
import { RoleChip } from '../../../components/account/role-chip.tsx';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { pharmacyWords } from '../i18n/index.ts';

/**
 * One pharmacy (or branch) in a list: name, kind and place, the user's role there, and either the
 * "Current" mark or a Switch button. Wraps onto two lines on a phone.
 */
export function PharmacyRow({
  tenant,
  role,
  parentName,
  isCurrent,
  isSwitching,
  isDisabled,
  onSwitch,
  onLeave,
}: {
  tenant: Pick<TTenantDetail, 'id' | 'name' | 'org_type' | 'address' | 'city' | 'parent_id'>;
  role: TTenantRole | null;
  parentName?: string | undefined;
  isCurrent: boolean;
  isSwitching: boolean;
  isDisabled: boolean;
  onSwitch: () => void;
  /** Offered for pharmacies the user belongs to. */
  onLeave?: () => void;
}) {
  const t = useWords(pharmacyWords);
  const { orgTypeName } = useOrganisationWords();
  const isBranch = tenant.parent_id !== null;
  const kind = parentName ? t('branchOf', { name: parentName }) : t('branch');
  const details = [
    isBranch ? kind : orgTypeName(tenant.org_type),
    tenant.address,
    tenant.city,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      aria-current={isCurrent ? 'true' : undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        bgcolor: isCurrent ? 'action.selected' : undefined,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Avatar
        variant="rounded"
        sx={{ bgcolor: 'action.hover', color: 'primary.main', width: 44, height: 44 }}
        aria-hidden
      >
        {isBranch ? <AccountTreeOutlined /> : <LocalPharmacyOutlined />}
      </Avatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {tenant.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          pl: { xs: 7.5, sm: 0 },
        }}
      >
        {role ? (
          <RoleChip role={role} />
        ) : (
          <Chip label={t('notAMember')} size="small" variant="outlined" />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {isCurrent ? (
            <Chip
              icon={<CheckCircleOutlined />}
              label={t('current')}
              color="success"
              size="small"
              sx={{ fontWeight: 600 }}
            />
          ) : role ? (
            <Button
              variant="outlined"
              size="small"
              onClick={onSwitch}
              loading={isSwitching}
              disabled={isDisabled}
              aria-label={t('switchTo', { name: tenant.name })}
            >
              {t('switch')}
            </Button>
          ) : null}
          {role && onLeave && (
            <Button
              size="small"
              color="error"
              onClick={onLeave}
              disabled={isDisabled}
              aria-label={t('leaveName', { name: tenant.name })}
            >
              {t('leave')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
