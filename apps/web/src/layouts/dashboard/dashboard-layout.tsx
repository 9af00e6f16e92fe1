import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
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
import { LanguageToggle } from '../../components/navigation/language-toggle.tsx';
import { showsHeaderSearch } from '../../components/navigation/nav-places.ts';
import { brandName } from '../../config/public-config.ts';
import { dashboardWords } from '../../i18n/dashboard/index.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';
import { CurrentPharmacy } from './current-pharmacy.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

export const SIDEBAR_WIDTH = 272;

const PHONE_HIDDEN = { display: { xs: 'none', sm: 'inline-flex' } } as const;

/**
 * Signed-in business areas: the nested sidebar (a drawer on phones), a top bar with the search
 * field and the page; on phones the bottom navigation.
 */
export function DashboardLayout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const hasBottomNav = useShowsBottomNav();
  const closeMobile = () => setMobileOpen(false);
  const t = useWords(dashboardWords);
  const layout = useWords(layoutWords);

  const sidebar = (onNavigate?: () => void) => (
    <>
      <Toolbar sx={{ minHeight: { xs: 60 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="text.primary"
          aria-label={layout('brandHome', { brand: brandName() })}
          sx={{ fontSize: '1.3rem' }}
          onClick={onNavigate}
        >
          <Wordmark />
        </Link>
      </Toolbar>
      <CurrentPharmacy onNavigate={onNavigate} />
      <SidebarMenu onNavigate={onNavigate} />
    </>
  );

  return (
    <Box sx={[{ display: 'flex', minHeight: '100dvh' }, hasBottomNav && bottomNavPadding]}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {sidebar()}
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={closeMobile}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: Math.min(SIDEBAR_WIDTH, 320), maxWidth: '85vw' },
        }}
      >
        {sidebar(closeMobile)}
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
            <IconButton
              edge="start"
              onClick={() => setMobileOpen(true)}
              aria-label={t('openMenu')}
              sx={{ display: { md: 'none' } }}
            >
              <MenuOutlined />
            </IconButton>
            <Link
              component={RouterLink}
              to="/"
              underline="none"
              color="text.primary"
              aria-label={layout('brandHome', { brand: brandName() })}
              sx={{ display: { md: 'none' }, fontSize: '1.2rem' }}
            >
              <Wordmark />
            </Link>
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                justifyContent: { xs: 'flex-end', sm: 'flex-start' },
              }}
            >
              {showsHeaderSearch(pathname) && <HeaderSearch />}
            </Box>
            {/* On phones the bottom navigation has Messages, with the same count. */}
            <ChatNavButton sx={hasBottomNav ? PHONE_HIDDEN : undefined} />
            {/* From 600 px: a phone's dashboard bar has no room left (the profile's Language card
                and the marketplace's bar switch it there). */}
            <LanguageToggle sx={PHONE_HIDDEN} />
            <ThemeToggle />
            <AccountMenu />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: 3 }}>
          <Outlet />
        </Box>
      </Box>
      <BottomNav />
    </Box>
  );
}
