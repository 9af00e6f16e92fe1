import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Where the page sits: a navigation landmark with an ordered list, links for the steps above and
 * plain text for the rest, slashes between them hidden from screen readers (the WAI-ARIA
 * breadcrumb pattern). MUI's Breadcrumbs does the same plus collapsing long trails, which no trail
 * here needs, for ~1.5 KB more on a listing's first page.
 */
export function BreadcrumbTrail({ crumbs, sx }: { crumbs: Crumb[]; sx?: SxProps<Theme> }) {
  const t = useWords(layoutWords);
  return (
    <Box component="nav" aria-label={t('breadcrumb')} sx={{ fontSize: '0.875rem', ...sx }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          m: 0,
          p: 0,
          listStyle: 'none',
          color: 'text.secondary',
          lineHeight: 1.5,
        }}
      >
        {crumbs.map((crumb, i) => (
          <Fragment key={`${i}-${crumb.label}`}>
            {i > 0 && (
              <Box component="li" aria-hidden sx={{ mx: 1, userSelect: 'none' }}>
                /
              </Box>
            )}
            <li>
              {crumb.to ? (
                <Link component={RouterLink} to={crumb.to} color="inherit">
                  {crumb.label}
                </Link>
              ) : (
                crumb.label
              )}
            </li>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
