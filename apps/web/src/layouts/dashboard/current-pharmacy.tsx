import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import { Link as RouterLink } from 'react-router';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { dashboardWords } from '../../i18n/dashboard/index.ts';
import { useWords } from '../../i18n/words.ts';
import { isPharmacyType } from './dashboard-menu.ts';

/**
 * The chosen pharmacy (or other organisation, named for its type) at the top of the sidebar, with
 * the way to switch (docs/design.md#layouts).
 */
export function CurrentPharmacy({ onNavigate }: { onNavigate?: () => void }) {
  const tenant = useTenantStore((s) => s.tenantDetail);
  const t = useWords(dashboardWords);
  return (
    <Box
      sx={{
        mx: 1.5,
        mt: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
      }}
    >
      <LocalPharmacyOutlined color="primary" sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {t(isPharmacyType(tenant?.org_type) ? 'pharmacy' : 'organisation')}
        </Typography>
        {/* Two lines before it is cut: "Tena Pharmacy" and "Tena Pharmacy – Lideta branch" must not
            read alike once shortened, or the user cannot tell which one is chosen. */}
        <Typography
          title={tenant?.name}
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {tenant?.name ?? t('noneChosen')}
        </Typography>
        <Button
          component={RouterLink}
          to="/pharmacy"
          size="small"
          onClick={onNavigate}
          sx={{ mt: 0.5, ml: -0.75, minWidth: 0, px: 0.75, py: 0.25 }}
        >
          {t(tenant ? 'switchOrganisation' : 'chooseOrganisation')}
        </Button>
      </Box>
    </Box>
  );
}
