import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import { Link as RouterLink } from 'react-router';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { organisationWord } from './dashboard-menu.ts';

/**
 * The chosen pharmacy (or other organisation, named for its type) at the top of the sidebar, with
 * the way to switch (DESIGN.md).
 */
export function CurrentPharmacy({ onNavigate }: { onNavigate?: () => void }) {
  const tenant = useTenantStore((s) => s.tenantDetail);
  return (
    <Box
      sx={{
        mx: 1.5,
        mt: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <LocalPharmacyOutlined color="primary" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {organisationWord(tenant?.org_type)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} noWrap title={tenant?.name}>
          {tenant?.name ?? 'None chosen'}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/pharmacy" size="small" onClick={onNavigate}>
        {tenant ? 'Switch' : 'Choose'}
      </Button>
    </Box>
  );
}
