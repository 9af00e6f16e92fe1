import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { isUuid } from '../../lib/ids.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { openRoom } from './api/chat-api.ts';
import { Conversation } from './components/conversation.tsx';
import { RoomList } from './components/room-list.tsx';
import { useWords } from '../../i18n/words.ts';
import { chatWords } from './i18n/index.ts';

/** The top bar and page padding the chat panes live under: the panes fill the rest. */
const PANE_HEIGHT = { xs: 'calc(100dvh - 60px - 48px)', md: 'calc(100dvh - 60px - 48px)' };

/**
 * /chat: the room list and the open conversation (`?room=`), side by side from md; on a phone two
 * screens, the conversation with a Back button. `?seller=&post=` (Chat with seller) opens or makes
 * the room first and replaces itself with `?room=`.
 */
export function Component() {
  const t = useWords(chatWords);
  const userId = useAuthStore((s) => s.userInfo?.id ?? '');
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const sellerId = params.get('seller');
  const postId = params.get('post');

  if (sellerId) return <OpenRoom sellerId={sellerId} postId={postId} />;
  const validRoom = roomId && isUuid(roomId) ? roomId : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
        gap: 2,
        height: PANE_HEIGHT,
        minHeight: 420,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          display: { xs: validRoom ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          borderRadius: '12px',
          overflow: 'hidden',
        }}
      >
        <RoomList userId={userId} activeRoomId={validRoom} />
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          display: { xs: validRoom ? 'flex' : 'none', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
          borderRadius: '12px',
          overflow: 'hidden',
        }}
      >
        {validRoom ? (
          <Conversation key={validRoom} userId={userId} roomId={validRoom} />
        ) : (
          <Box sx={{ m: 'auto', p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('chooseConversation')}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function OpenRoom({ sellerId, postId }: { sellerId: string; postId: string | null }) {
  const t = useWords(chatWords);
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () =>
      openRoom({ seller_id: sellerId, ...(postId && isUuid(postId) ? { post_id: postId } : {}) }),
    onSuccess: (room) => navigate(`/chat?room=${room.id}`, { replace: true }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open.mutate();
  }, [open]);

  if (open.isError) return <ErrorState error={open.error} onRetry={() => open.mutate()} />;
  return <ListSkeleton rows={4} label={t('openingConversation')} />;
}
