import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BreadcrumbTrail, type Crumb } from './breadcrumb-trail.tsx';

/** Breadcrumb + the page's one h1 + its primary action, in one row (docs/design.md#layouts). */
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
      {crumbs.length > 0 && <BreadcrumbTrail crumbs={crumbs} sx={{ mb: 0.5 }} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
