import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Label/value pairs as a description list: two columns from 600 px up, stacked on a phone.
 * Long values (e-mails, addresses) wrap rather than push the page sideways.
 */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        rowGap: { xs: 0.25, sm: 1.5 },
        columnGap: 2,
        '& dt': { color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
