import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

// The count is drawn here rather than with MUI's Badge: the top bar and the bottom navigation are
// on every page's first render, and Badge (1.3 KB) is not worth its bytes there for one absolutely
// placed number.

/** The top bar's badge; the bottom navigation's is a little smaller, in its smaller item. */
const SIZES = {
  medium: { side: 20, px: 0.75, fontSize: '0.75rem', transform: 'translate(50%, -50%)' },
  small: { side: 18, px: 0.5, fontSize: '0.7rem', transform: 'translate(60%, -40%)' },
} as const;

/**
 * An icon with the unread count on its corner (hidden at 0, "99+" past 99). The count is for the
 * eye only: the link or button around it says it in its label.
 */
export function UnreadIcon({
  icon,
  unread,
  size,
  testId,
}: {
  icon: ReactNode;
  unread: number;
  size: keyof typeof SIZES;
  testId: string;
}) {
  const { side, px, fontSize, transform } = SIZES[size];
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {icon}
      {unread > 0 && (
        <Box
          component="span"
          aria-hidden
          data-testid={testId}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform,
            boxSizing: 'border-box',
            minWidth: side,
            height: side,
            px,
            borderRadius: `${String(side / 2)}px`,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize,
            fontWeight: 500,
            lineHeight: `${String(side)}px`,
            textAlign: 'center',
          }}
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
    </Box>
  );
}
