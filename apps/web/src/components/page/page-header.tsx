import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb + the page's one h1 + its primary action, in one row (DESIGN.md). */
export function PageHeader({
  title,
  crumbs = [],
  action,
}: {
  title: string;
  crumbs?: Crumb[];
  action?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
          {crumbs.map((c) =>
            c.to ? (
              <Link key={c.label} component={RouterLink} to={c.to} color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.secondary" sx={{ fontSize: 'inherit' }}>
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
