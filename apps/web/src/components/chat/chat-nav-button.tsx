import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useUnreadTotal } from '../../lib/realtime/use-unread-total.ts';

/** The top bar's chat icon with the unread total (live; hidden at 0). */
export function ChatNavButton({ sx }: { sx?: SxProps<Theme> }) {
  const unread = useUnreadTotal();
  const label = unread > 0 ? `Messages, ${String(unread)} unread` : 'Messages';
  return (
    <IconButton component={RouterLink} to="/chat" aria-label={label} title="Messages" sx={sx}>
      <Badge badgeContent={unread} color="error" max={99} data-testid="chat-unread-badge">
        <ChatBubbleOutlineOutlined />
      </Badge>
    </IconButton>
  );
}
