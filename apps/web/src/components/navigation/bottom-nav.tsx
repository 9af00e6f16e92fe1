import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUnreadTotal } from '../../lib/realtime/use-unread-total.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../stores/auth-store.ts';
import {
  ACCOUNT_PATH,
  MESSAGES_PATH,
  navPlaceOf,
  POST_LISTING_PATH,
  SEARCH_PATH,
  showsBottomNav,
  type NavPlace,
} from './nav-places.ts';
import { UnreadIcon } from './unread-icon.tsx';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

// The phone's bottom navigation (issue 31), as the leading classifieds apps have it: home, search,
// post a listing, messages, account. Below 600 px only (CSS, so a page the server drew has it
// before the app runs); hidden in focused flows (nav-places.ts) and while a text field has the
// focus (the on-screen keyboard is up, and a bar above it would hide what is typed). Plain links,
// not MUI's BottomNavigation: the layout is on every first page.

/** A field that brings up the on-screen keyboard has the focus. */
const TYPING = [
  'input:not([type]):focus',
  ...['text', 'search', 'email', 'tel', 'url', 'number', 'password'].map(
    (type) => `input[type="${type}"]:focus`,
  ),
  'textarea:focus',
  '[contenteditable="true"]:focus',
].join(', ');

/** Its height (top border included) without the safe area; the layouts pad their content by it. */
export const BOTTOM_NAV_HEIGHT = 56;

/** Padding for a layout's content so nothing hides behind the bar (phones, where it shows). */
export const bottomNavPadding = {
  pb: { xs: `calc(${String(BOTTOM_NAV_HEIGHT)}px + env(safe-area-inset-bottom, 0px))`, sm: 0 },
} as const;

/** Whether the bar shows on this page (the layout pads its content only then). */
export function useShowsBottomNav(): boolean {
  const { pathname, search } = useLocation();
  return showsBottomNav(pathname, search);
}

const itemSx: SxProps<Theme> = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  // The bar's top border makes up the rest of its height.
  height: BOTTOM_NAV_HEIGHT - 1,
  color: 'text.secondary',
  textDecoration: 'none',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  WebkitTapHighlightColor: 'transparent',
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 600 },
  '&:hover': { color: 'text.primary' },
  '&[aria-current="page"]:hover': { color: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -4 },
};

function Item({
  to,
  label,
  icon,
  place,
  current,
  ariaLabel,
  onClick,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  place: NavPlace | null;
  current: NavPlace | null;
  ariaLabel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const isCurrent = place !== null && place === current;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      aria-label={ariaLabel}
      onClick={onClick}
      sx={itemSx}
    >
      {icon}
      <Box component="span" sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}

export function BottomNav() {
  const { pathname, search } = useLocation();
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const setFlag = useAppStore((s) => s.setFlag);
  const unread = useUnreadTotal();
  const t = useWords(layoutWords);
  if (!showsBottomNav(pathname, search)) return null;
  const current = navPlaceOf(pathname, isSignedIn);
  return (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom, 0px)',
        pl: 'env(safe-area-inset-left, 0px)',
        pr: 'env(safe-area-inset-right, 0px)',
        // The on-screen keyboard is up: the bar would sit on it, over what is being typed.
        [`body:has(${TYPING}) &`]: {
          display: 'none',
        },
        '@media print': { display: 'none' },
      }}
    >
      <Item to="/" label={t('home')} icon={<HomeOutlined />} place="home" current={current} />
      <Item
        to={SEARCH_PATH}
        label={t('search')}
        icon={<SearchOutlined />}
        place="search"
        current={current}
      />
      <Item
        to={POST_LISTING_PATH}
        label={t('post')}
        ariaLabel={t('postListing')}
        icon={<AddCircleOutlineOutlined />}
        place="post"
        current={current}
      />
      <Item
        to={MESSAGES_PATH}
        label={t('messages')}
        ariaLabel={unread > 0 ? t('messagesUnread', { count: unread }) : undefined}
        icon={
          <UnreadIcon
            icon={<ChatBubbleOutlineOutlined />}
            unread={unread}
            size="small"
            testId="bottom-nav-unread"
          />
        }
        place="messages"
        current={current}
      />
      {isSignedIn ? (
        <Item
          to={ACCOUNT_PATH}
          label={t('account')}
          icon={<AccountCircleOutlined />}
          place="account"
          current={current}
        />
      ) : (
        <Item
          to="/login"
          label={t('signIn')}
          icon={<AccountCircleOutlined />}
          place={null}
          current={current}
          // The sign-in dialog, where the page is; /login is the link without the app's code.
          onClick={(event) => {
            event.preventDefault();
            setFlag('loginDialog', true);
          }}
        />
      )}
    </Box>
  );
}
