import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand/brand-logo.tsx';
import { MarketplaceSlot } from './marketplace-slot.tsx';
import { publicConfig } from '../../config/public-config.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';

const AUDIENCES = [
  {
    icon: LocalPharmacyOutlined,
    title: 'Pharmacies',
    text: 'Find stock fast, and run catalogue, batches, sales and credit in one place.',
  },
  {
    icon: LocalShippingOutlined,
    title: 'Importers and wholesalers',
    text: 'Reach every pharmacy in the city with listings and bulk prices.',
  },
  {
    icon: LocalHospitalOutlined,
    title: 'Clinics and providers',
    text: 'Source medicines and supplies from sellers you can trust.',
  },
  {
    icon: AccountBalanceOutlined,
    title: 'Agencies and NGOs',
    text: 'See who offers what, and talk to them directly.',
  },
] as const;

/** The marketplace's front page. */
export function Component() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          flexDirection: { xs: 'column-reverse', md: 'row' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 2 }}>
            Medicines and health supplies from trusted sellers in {publicConfig.city}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 3, maxWidth: 620 }}>
            One marketplace for the city&apos;s pharmacies, importers, wholesalers, clinics and
            agencies, and the back office that keeps a pharmacy&apos;s stock, sales and credit in
            order.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {isAuthenticated ? (
              <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
                Open your dashboard
              </Button>
            ) : (
              <Button component={RouterLink} to="/signup" variant="contained" size="large">
                Register your organisation
              </Button>
            )}
            <Button
              component={RouterLink}
              to="/post/step-1-media-upload"
              variant="outlined"
              color="secondary"
              size="large"
            >
              Post an ad
            </Button>
          </Stack>
        </Box>
        <BrandLogo />
      </Box>

      <MarketplaceSlot />

      <Box component="section" aria-labelledby="audiences-title">
        <Typography id="audiences-title" variant="h2" sx={{ mb: 2 }}>
          Built for the whole health-supply trade
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardContent sx={{ p: 2.5 }}>
                <Icon color="primary" sx={{ mb: 1 }} />
                <Typography variant="h3" sx={{ mb: 0.5 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
