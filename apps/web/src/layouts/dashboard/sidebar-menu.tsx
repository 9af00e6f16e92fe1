import { DASHBOARD_MENU_WORDS, dashboardWords } from '../../i18n/dashboard/index.ts';
import { useRouteTitleWords } from '../../i18n/titles/index.ts';
import { useWords } from '../../i18n/words.ts';
import { useEffect } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import { useAppStore, type MenuItem } from '../../stores/app-store.ts';
import { useMe } from '../../lib/me.ts';
import { myPharmaciesQuery, SWITCH_LIST_LIMIT } from '../../lib/pharmacy.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { buildDashboardMenu, groupsContaining } from './dashboard-menu.ts';
import { MENU_ICONS } from './menu-icons.tsx';

/**
 * The nested dashboard menu for the person signed in, kept in the sideBar store; groups remember
 * whether they are open.
 */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useWords(dashboardWords);
  const sideBar = useAppStore((s) => s.sideBar);
  const showMenu = useAppStore((s) => s.showMenu);
  const isPlatformAdmin = useMe().data?.isPlatformAdmin === true;
  const tenant = useTenantStore((s) => s.tenantDetail);
  // Whether a person without a chosen organisation has any (the page the switch dialog and
  // sign-in read): only then is the menu's Onboarding left out for them.
  const mine = useQuery({
    ...myPharmaciesQuery(0, SWITCH_LIST_LIMIT),
    enabled: !tenant && !isPlatformAdmin,
  });
  const organisations = mine.data?.total ?? null;
  const toggleMenu = useAppStore((s) => s.toggleMenu);
  const { pathname } = useLocation();

  // The menu follows the person: their role, their organisation's type (issue 13).
  useEffect(
    () => showMenu(buildDashboardMenu({ isPlatformAdmin, tenant, organisations })),
    [showMenu, isPlatformAdmin, tenant, organisations],
  );

  // Opening a page opens the groups it sits in, so the current item is always visible.
  useEffect(() => {
    const items = useAppStore.getState().sideBar;
    const trail = groupsContaining(items, pathname) ?? [];
    for (const title of trail) {
      const group = findItem(items, title);
      if (group && !group.open) toggleMenu(title);
    }
  }, [pathname, sideBar.length, toggleMenu]);

  return (
    <nav aria-label={t('menuLabel')}>
      <List dense disablePadding sx={{ px: 1, py: 1 }}>
        {sideBar.map((item) => (
          <MenuEntry
            key={item.title}
            item={item}
            depth={0}
            onToggle={toggleMenu}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </nav>
  );
}

function findItem(items: MenuItem[], title: string): MenuItem | undefined {
  for (const item of items) {
    if (item.title === title) return item;
    const inner = item.menu && findItem(item.menu, title);
    if (inner) return inner;
  }
  return undefined;
}

interface EntryProps {
  item: MenuItem;
  depth: number;
  onToggle: (title: string) => void;
  onNavigate: (() => void) | undefined;
}

/** A menu entry's words: the dashboard's own (the groups), else a route's title, in the reader's language. */
function useMenuLabel(): (title: string) => string {
  const t = useWords(dashboardWords);
  const routeTitle = useRouteTitleWords();
  return (title: string) => {
    const key = DASHBOARD_MENU_WORDS[title];
    return key ? t(key) : routeTitle(title);
  };
}

function MenuEntry({ item, depth, onToggle, onNavigate }: EntryProps) {
  const label = useMenuLabel();
  const Icon = item.icon ? MENU_ICONS[item.icon] : undefined;
  const indent = { pl: 1.5 + depth * 2 };
  const icon = Icon ? (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  ) : null;

  if (item.menu) {
    const id = `menu-group-${item.title.toLowerCase().replace(/\W+/g, '-')}`;
    // Each entry is a list item (axe `list`): the group's button and its nested list inside it.
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          onClick={() => onToggle(item.title)}
          aria-expanded={Boolean(item.open)}
          aria-controls={id}
          sx={{ ...indent, borderRadius: 2 }}
        >
          {icon}
          <ListItemText
            primary={label(item.title)}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
          {item.open ? (
            <ExpandLessOutlined fontSize="small" />
          ) : (
            <ExpandMoreOutlined fontSize="small" />
          )}
        </ListItemButton>
        <Collapse in={Boolean(item.open)} timeout="auto" unmountOnExit id={id}>
          <List dense disablePadding>
            {item.menu.map((child) => (
              <MenuEntry
                key={child.title}
                item={child}
                depth={depth + 1}
                onToggle={onToggle}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.path ?? '/dashboard'}
        end
        onClick={onNavigate}
        sx={{
          ...indent,
          borderRadius: 2,
          '&.active': {
            bgcolor: 'action.selected',
            color: 'primary.main',
            fontWeight: 600,
            '& .MuiListItemIcon-root': { color: 'primary.main' },
          },
        }}
      >
        {icon}
        <ListItemText primary={label(item.title)} />
      </ListItemButton>
    </ListItem>
  );
}
