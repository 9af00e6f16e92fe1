import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useUnreadTotal } from '../../lib/realtime/use-unread-total.ts';
import { UnreadIcon } from '../navigation/unread-icon.tsx';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

/** The top bar's chat icon with the unread total (live; hidden at 0). */
export function ChatNavButton({ sx }: { sx?: SxProps<Theme> }) {
  const unread = useUnreadTotal();
  const t = useWords(layoutWords);
  const label = unread > 0 ? t('messagesUnread', { count: unread }) : t('messages');
  return (
    <IconButton component={RouterLink} to="/chat" aria-label={label} title={t('messages')} sx={sx}>
      <UnreadIcon
        icon={<ChatBubbleOutlineOutlined />}
        unread={unread}
        size="medium"
        testId="chat-unread-badge"
      />
    </IconButton>
  );
}
