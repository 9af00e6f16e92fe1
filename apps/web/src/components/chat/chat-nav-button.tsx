import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useUnreadTotal } from '../../lib/realtime/use-unread-total.ts';

/**
 * The top bar's chat icon with the unread total (live; hidden at 0). The count is drawn here
 * rather than with MUI's Badge: this button is on every page's first render, Badge (1.3 KB) is
 * not worth its bytes there for one absolutely placed number.
 */
export function ChatNavButton({ sx }: { sx?: SxProps<Theme> }) {
  const unread = useUnreadTotal();
  const label = unread > 0 ? `Messages, ${String(unread)} unread` : 'Messages';
  return (
    <IconButton component={RouterLink} to="/chat" aria-label={label} title="Messages" sx={sx}>
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ChatBubbleOutlineOutlined />
        {unread > 0 && (
          <Box
            component="span"
            aria-hidden
            data-testid="chat-unread-badge"
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              transform: 'translate(50%, -50%)',
              boxSizing: 'border-box',
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              fontWeight: 500,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
