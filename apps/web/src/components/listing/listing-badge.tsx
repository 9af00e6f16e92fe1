import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

// Its own module: a listing's page draws these badges without the card and grid around them.

/** A small label on a card: Bulk, Delivery, the condition (text, never colour alone). */
export function ListingBadge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent';
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        border: 1,
        borderColor: tone === 'accent' ? 'secondary.main' : 'divider',
        color: tone === 'accent' ? 'secondary.main' : 'text.secondary',
        fontSize: '0.7rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
