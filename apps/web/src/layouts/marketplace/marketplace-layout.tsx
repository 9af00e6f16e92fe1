import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { TERMS_PATH } from '@dawa/contract';
import { AccountMenu } from '../../components/account/account-menu.tsx';
import { Wordmark } from '../../components/brand/wordmark.tsx';
import { ChatNavButton } from '../../components/chat/chat-nav-button.tsx';
import { ThemeToggle } from '../../components/feedback/theme-toggle.tsx';
import {
  BottomNav,
  bottomNavPadding,
  useShowsBottomNav,
} from '../../components/navigation/bottom-nav.tsx';
import { HeaderSearch } from '../../components/navigation/header-search.tsx';
import { POST_LISTING_PATH, showsHeaderSearch } from '../../components/navigation/nav-places.ts';
import { LanguageToggle } from '../../components/navigation/language-toggle.tsx';
import { brandName } from '../../config/public-config.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

const PHONE_HIDDEN = { display: { xs: 'none', sm: 'inline-flex' } } as const;

/**
 * Public pages: top bar with the wordmark, a search field (not on home and search, which have
 * their own) and the buyer's actions, content up to 1200 px wide; on phones the bottom navigation.
 */
export function MarketplaceLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const hasBottomNav = useShowsBottomNav();
  const t = useWords(layoutWords);
  return (
    <Box
      sx={[
        { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
        hasBottomNav && bottomNavPadding,
      ]}
    >
      <AppBar
        position="sticky"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth={false} sx={{ maxWidth: 1232 }}>
          <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60 } }}>
            <Link
              component={RouterLink}
              to="/"
              underline="none"
              color="text.primary"
              aria-label={t('brandHome', { brand: brandName() })}
              // The one item that may give way on a narrow phone (never the actions on the right).
              sx={{
                fontSize: { xs: '1.2rem', sm: '1.35rem' },
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              <Wordmark />
            </Link>
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                justifyContent: { xs: 'flex-end', md: 'flex-start' },
                mx: { sm: 2 },
              }}
            >
              {showsHeaderSearch(pathname) && <HeaderSearch />}
            </Box>
            {/* On phones the bottom navigation has "Post". */}
            <Button
              component={RouterLink}
              to={POST_LISTING_PATH}
              color="secondary"
              variant="outlined"
              startIcon={<AddCircleOutlineOutlined />}
              sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}
            >
              {t('postListing')}
            </Button>
            <IconButton
              component={RouterLink}
              to={POST_LISTING_PATH}
              aria-label={t('postListing')}
              title={t('postListing')}
              color="secondary"
              sx={{ display: { xs: 'none', sm: 'inline-flex', md: 'none' } }}
            >
              <AddCircleOutlineOutlined />
            </IconButton>
            <IconButton
              component={RouterLink}
              to="/fav"
              aria-label={t('favourites')}
              title={t('favourites')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <FavoriteBorderOutlined />
            </IconButton>
            {/* On phones the bottom navigation has Messages, with the same count. */}
            <ChatNavButton sx={hasBottomNav ? PHONE_HIDDEN : undefined} />
            <LanguageToggle />
            <ThemeToggle />
            <AccountMenu />
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        maxWidth={false}
        // At least a screen below the top bar (61 px): the footer starts under the fold, so a page
        // whose content arrives late grows downwards without moving anything in view (CLS).
        sx={{ maxWidth: 1232, flex: 1, minHeight: 'calc(100dvh - 61px)', py: { xs: 3, md: 4 } }}
      >
        {children ?? <Outlet />}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container
          maxWidth={false}
          sx={{ maxWidth: 1232, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="textSecondary" sx={{ mr: 'auto' }}>
            © {new Date().getFullYear()} <Wordmark />
          </Typography>
          <Link component={RouterLink} to={TERMS_PATH} variant="body2" color="text.secondary">
            {t('terms')}
          </Link>
          <Link component={RouterLink} to="/help" variant="body2" color="text.secondary">
            {t('help')}
          </Link>
        </Container>
      </Box>
      <BottomNav />
    </Box>
  );
}
