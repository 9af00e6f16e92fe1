import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Covers a dialog's content while its action runs ("Signing you in", "Switching pharmacy"), so
 * nothing in it can be pressed twice; `action` is what the user may still do (e.g. Close).
 */
export function DialogBusyOverlay({ label, action }: { label: string; action?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        bgcolor: 'background.paper',
        display: 'grid',
        placeItems: 'center',
        zIndex: 1,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress />
        <Typography>{label}</Typography>
        {action}
      </Stack>
    </Box>
  );
}
