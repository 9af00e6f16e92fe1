import type { Rolldown } from 'vite';

// How the build groups modules into files (rolldown's `codeSplitting.groups`). Left alone, the
// default split made dozens of chunks under 1 KB compressed, each a request with ~0.4 KB of
// headers, and a phone on HTTP/1.1 fetches six files at a time. Each group below is what a set of
// pages draws together. A group takes every matching module the app uses, lazy pages included,
// with what those modules import, so the lists name only what their pages need: a module in a
// group that a page does not use is downloaded by that page for nothing (bench:first-page).

type Group = NonNullable<Rolldown.CodeSplittingOptions['groups']>[number];

const SEP = '[\\\\/]';
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', SEP);
const oneOf = (paths: string[]) => `(${paths.map(escape).join('|')})`;

/** Whole npm packages. */
const packages = (...names: string[]) => `node_modules${SEP}${oneOf(names)}${SEP}`;
/** Folders of @mui/material (a component with its classes and helpers), or of another MUI package. */
const mui = (pkg: string, ...folders: string[]) =>
  `node_modules${SEP}@mui${SEP}${escape(pkg)}${SEP}(esm${SEP})?${oneOf(folders)}(${SEP}|\\.)`;
/** Outlined icons of @mui/icons-material, by name without the suffix. */
const icons = (...names: string[]) =>
  `@mui${SEP}icons-material${SEP}(esm${SEP})?${oneOf(names)}Outlined\\.`;
/** The web app's own modules, by path under src/ without the extension. */
const source = (...paths: string[]) => `apps${SEP}web${SEP}src${SEP}${oneOf(paths)}\\.tsx?$`;
const matching = (...parts: string[]) => new RegExp(parts.join('|'));

/**
 * MUI's styling core and what every page draws (buttons, text, cards), TanStack Query, and the
 * listings' requests (the entry preloads a public page's data with its code: app/route-data.ts):
 * one file instead of ~40 chunks, loaded by every page. How a listing looks is in listing-parts
 * (/login and /signup show none). Whole packages are listed for MUI's core, so the parts of them
 * only forms and menus use are kept out by name.
 */
const UI_CORE = matching(
  packages('@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'),
  packages('@tanstack/query-core', '@tanstack/react-query', 'clsx', '@babel/runtime'),
  mui(
    'material',
    'styles',
    'utils',
    'internal',
    'zero-styled',
    'DefaultPropsProvider',
    'ButtonBase',
    'Button',
    'IconButton',
    'Typography',
    'Box',
    'Paper',
    'Container',
    'Stack',
    'Toolbar',
    'Link',
    'SvgIcon',
    'CircularProgress',
    'Card',
    'CardContent',
    'useMediaQuery',
  ),
  mui('icons-material', 'utils'),
  icons('ErrorOutline'),
  source(
    'components/list/error-state',
    'components/form/api-errors',
    'components/form/submit-button',
    'lib/posts',
    'lib/me',
    'lib/visually-hidden',
  ),
);
/** In the packages above, but used by no marketplace page: transitions, checkboxes, radios,
 * alerts' icons, keyboard focus in menus and tabs. */
const NOT_UI_CORE = matching(
  mui(
    'material',
    'internal/Transition',
    'internal/animate',
    'internal/SwitchBase',
    'internal/switchBaseClasses',
    'internal/svg-icons',
  ),
  mui('utils', 'useRovingTabIndex', 'useSlotProps', 'contains', 'useValueAsRef'),
);

export const CHUNK_GROUPS: Group[] = [
  // What every page needs: React, the router, the styling engine and state.
  {
    name: 'framework',
    test: matching(
      packages(
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        '@emotion',
        'stylis',
        'zustand',
        'react-is',
        'hoist-non-react-statics',
      ),
    ),
    priority: 10,
  },
  { name: 'ui-core', test: (id) => UI_CORE.test(id) && !NOT_UI_CORE.test(id), priority: 5 },
  // Everything the entry imports statically (the route table, the marketplace layout, the
  // stores, the first requests). Above the groups below, so none of them takes a module every
  // page runs anyway.
  { name: 'app', tags: ['$initial'], priority: 4 },
  // What a listing is wherever it appears (its price format, badges, heart, an empty list): home,
  // search, a listing, a shop, the dashboard's panels. Not in ui-core: /login and /signup draw no
  // listing.
  {
    name: 'listing-parts',
    test: matching(
      source(
        'components/listing/listing-format',
        'components/listing/listing-badge',
        'components/listing/save-button',
        'components/list/empty-state',
        // Its words (docs/i18n.md); the Amharic file is a chunk of its own.
        'i18n/listing/en',
        'i18n/listing/index',
      ),
      mui('material', 'Skeleton'),
      icons('SearchOff', 'Storefront', 'Place', 'Image', 'Favorite', 'FavoriteBorder'),
    ),
    priority: 3,
  },
  // The listing cards and their grid: home, search, a shop, saved listings and a listing's
  // similar listings (when the person scrolls to them).
  {
    name: 'listing-cards',
    test: matching(
      source(
        'components/listing/listing-card',
        'components/listing/listing-grid',
        'components/list/skeleton-block',
      ),
    ),
    priority: 3,
  },
  // What the marketplace's list pages (home, search) add: the search box, category chips, price
  // filter and the organisation icons home draws. A listing's page needs none of it.
  {
    name: 'marketplace',
    test: matching(
      source(
        'components/listing/price-filter',
        'components/listing/price-scale',
        'components/listing/category-chips',
        'components/listing/search-input',
        'components/list/use-search-param',
        'i18n/filters/en',
        'i18n/filters/index',
      ),
      icons('LocalShipping', 'LocalPharmacy', 'LocalHospital'),
    ),
    priority: 3,
  },
  // Text inputs (MUI's parts and ours): every page with a form, /login's included. /login loaded
  // them as 15 files, most under 2 KB. Not here: alerts (the sign-up's first page shows one and has
  // no form), the submit button (in ui-core: the wizards' cards use it).
  {
    name: 'form-fields',
    test: matching(
      mui(
        'material',
        'InputBase',
        'OutlinedInput',
        'FormControl',
        'InputLabel',
        'FormLabel',
        'FormHelperText',
        'TextareaAutosize',
        'InputAdornment',
        'Divider',
      ),
      icons('Visibility', 'VisibilityOff'),
      source(
        'components/form/input-field',
        'components/form/email-input',
        'components/form/password-input',
        // Their words and the sign-in form's (docs/i18n.md); the Amharic file is a chunk of its own.
        'i18n/form/en',
        'i18n/form/index',
      ),
    ),
    priority: 2,
  },
  // The form library and the fields bound to it: every form but sign-in's, which does without
  // (components/form/use-text-form.ts). Validation (zod, the resolver, the schemas) loads with the
  // pages that validate, or when the person turns to the sign-in form.
  {
    name: 'forms',
    test: matching(
      packages('react-hook-form'),
      source(
        'components/form/form-text-field',
        'components/form/email-field',
        'components/form/password-field',
        'components/form/schema-form',
      ),
    ),
    priority: 2,
  },
  // Signing in, wherever it is offered (/login, the dialog, after a heart pressed as a visitor).
  {
    name: 'sign-in',
    test: matching(
      source(
        'lib/sign-in',
        'lib/pending-favourite',
        'components/account/email-sign-in-form',
        'components/account/google-sign-in-button',
      ),
    ),
    priority: 2,
  },
  // Alerts, with the icons they import (three files under 1 KB each when left alone).
  {
    name: 'alerts',
    test: matching(mui('material', 'Alert', 'AlertTitle')),
    priority: 2,
  },
  // What a listing's page draws beyond the shell and shares with other pages (the seller's avatar,
  // dates, the facts list, the trail, the contact and gallery icons): one file where the default
  // split made nine. The back-office pages that use a part of it load all of it (~3 KB).
  {
    name: 'listing-details',
    test: matching(
      source(
        'lib/format',
        'components/page/fact-list',
        'components/page/breadcrumb-trail',
        'components/chat/chat-with-seller-button',
        'i18n/chat/en',
        'i18n/chat/index',
      ),
      mui('material', 'Avatar'),
      icons('ContentCopy', 'Phone', 'ChevronLeft', 'ChevronRight', 'Flag'),
    ),
    priority: 2,
  },
];
