import Button from '@mui/material/Button';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { chatPartsWords } from '../../i18n/chat/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * "Chat with seller": /chat?seller=…&post=… opens (or makes) the one room with that seller and
 * replaces itself with the room's address. /chat is an auth route: a visitor gets the login dialog
 * on that same address and lands in the room right after signing in, so the intent needs no store.
 */
export function chatWithSellerPath(sellerId: string, postId?: string): string {
  const params = new URLSearchParams({ seller: sellerId });
  if (postId) params.set('post', postId);
  return `/chat?${params.toString()}`;
}

export function ChatWithSellerButton({
  sellerId,
  postId,
  fullWidth,
}: {
  sellerId: string;
  postId?: string;
  fullWidth?: boolean;
}) {
  const t = useWords(chatPartsWords);
  return (
    <Button
      component={RouterLink}
      to={chatWithSellerPath(sellerId, postId)}
      variant="outlined"
      fullWidth={fullWidth}
      startIcon={<ChatBubbleOutlineOutlined />}
    >
      {t('chatWithSeller')}
    </Button>
  );
}
