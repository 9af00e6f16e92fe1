import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand/brand-logo.tsx';
import MarketplaceSection from './marketplace-section.tsx';
import { publicConfig } from '../../config/public-config.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import { useWords } from '../../i18n/words.ts';
import { homeWords } from './i18n/index.ts';

const AUDIENCES = [
  {
    icon: LocalPharmacyOutlined,
    title: 'pharmacies',
    text: 'pharmaciesText',
  },
  {
    icon: LocalShippingOutlined,
    title: 'importers',
    text: 'importersText',
  },
  {
    icon: LocalHospitalOutlined,
    title: 'clinics',
    text: 'clinicsText',
  },
  {
    icon: AccountBalanceOutlined,
    title: 'agencies',
    text: 'agenciesText',
  },
] as const;

/** On a phone both calls to action fit one row. */
const CTA_SX = {
  '& .MuiButton-root': { fontSize: { xs: '0.875rem', sm: '0.9375rem' }, px: { xs: 2, sm: 2.75 } },
} as const;

/**
 * The marketplace's front page: a short welcome, who it is for (to visitors), then the listings,
 * last on the page so the grid can go on as far as the visitor scrolls.
 */
export function Component() {
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  // Once a visitor searched, a phone shows the results first: the pitch steps aside (the heading
  // stays for screen readers), so the count and the first cards are on the first screen.
  const [params] = useSearchParams();
  const isSearching = (params.get('q') ?? '').trim() !== '';
  const t = useWords(homeWords);
  return (
    // Plain flex boxes, not Stack: MUI's Stack would be a chunk of its own on the first page.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Box sx={{ flex: 1 }}>
          <Typography
            variant="h1"
            sx={[
              { fontSize: { xs: '1.6rem', sm: '2rem', md: '2.6rem' }, mb: { xs: 1.5, md: 2 } },
              isSearching && ((theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })),
            ]}
          >
            {t('heading', { city: publicConfig.city })}
          </Typography>
          <Typography
            color="textSecondary"
            // On a phone the listings matter more than the pitch: the hero stays one screen-third.
            sx={{
              display: { xs: 'none', sm: 'block' },
              fontSize: '1.125rem',
              mb: 3,
              maxWidth: 620,
            }}
          >
            {t('pitch')}
          </Typography>
          <Box
            sx={{
              display: { xs: isSearching ? 'none' : 'flex', sm: 'flex' },
              gap: 1.5,
              flexWrap: 'wrap',
              ...CTA_SX,
            }}
          >
            {isAuthenticated ? (
              <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
                {t('openDashboard')}
              </Button>
            ) : (
              <Button component={RouterLink} to="/signup" variant="contained" size="large">
                {t('register')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to="/post/step-1-media-upload"
              variant="outlined"
              color="secondary"
              size="large"
            >
              {t('postListing')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <BrandLogo />
        </Box>
      </Box>

      {!isAuthenticated && <Audiences />}

      <MarketplaceSection />
    </Box>
  );
}

/**
 * Who the marketplace serves, for a visitor deciding whether to register: one compact row above
 * the listings (phones skip it and go straight to the listings).
 */
function Audiences() {
  const t = useWords(homeWords);
  return (
    <Box
      component="section"
      aria-label={t('audiences')}
      sx={{ display: { xs: 'none', sm: 'block' } }}
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: { sm: 2, lg: 3 },
          gridTemplateColumns: { sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                flex: 'none',
                width: 40,
                height: 40,
                borderRadius: '10px',
                bgcolor: 'action.hover',
                color: 'primary.main',
              }}
            >
              <Icon fontSize="small" aria-hidden />
            </Box>
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.25 }}>
                {t(title)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(text)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
