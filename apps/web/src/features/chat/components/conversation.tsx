import { useEffect, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { TChatRoom } from '@dawa/contract';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { initials } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { flattenPages } from '../../../lib/realtime/chat-cache.ts';
import { useChatLiveStore } from '../../../lib/realtime/chat-live-store.ts';
import {
  messagesQuery,
  roomQuery,
  useBlock,
  useMarkRead,
  useSendMessage,
} from '../api/chat-api.ts';
import { counterpartOf, isListingSeller, isMySide, sidesOf } from '../model/room.ts';
import { Composer } from './composer.tsx';
import { ListingCardView } from './message-item.tsx';
import { MessageList } from './message-list.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { TypingHint } from './typing-hint.tsx';
import { useOutbox } from './use-outbox.ts';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';

export function Conversation({ userId, roomId }: { userId: string; roomId: string }) {
  const t = useWords(chatWords);
  const room = useQuery(roomQuery(userId, roomId));
  const setOpenRoom = useChatLiveStore((s) => s.setOpenRoom);
  useEffect(() => {
    setOpenRoom(roomId);
    return () => setOpenRoom(null);
  }, [roomId, setOpenRoom]);

  if (room.isPending)
    return (
      <Box sx={{ p: 2 }}>
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <ListSkeleton rows={5} height={40} label={t('loadingConversation')} />
      </Box>
    );
  if (room.isError)
    return (
      <Box sx={{ p: 2 }}>
        <BackLink />
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      </Box>
    );
  return <RoomView room={room.data} userId={userId} />;
}

function BackLink() {
  const t = useWords(chatWords);
  return (
    <IconButton
      component={RouterLink}
      to="/chat"
      aria-label={t('backToConversations')}
      sx={{ display: { md: 'none' } }}
    >
      <ArrowBackOutlined />
    </IconButton>
  );
}

function RoomView({ room, userId }: { room: TChatRoom; userId: string }) {
  const t = useWords(chatWords);
  const roomId = room.id;
  const counterpart = counterpartOf(room, userId, t);
  const { name } = counterpart;
  const sides = useMemo(() => sidesOf(room, userId), [room, userId]);
  const messages = useInfiniteQuery(messagesQuery(userId, roomId));
  const list = useMemo(() => flattenPages(messages.data), [messages.data]);
  const send = useSendMessage(userId, roomId);
  const outbox = useOutbox(roomId, send.mutateAsync);
  const markRead = useMarkRead(userId, roomId);
  const sendTyping = useChatLiveStore((s) => s.sendTyping);
  const [offerOpen, setOfferOpen] = useState(false);

  // Read what is on screen: the newest message of the other side, while the tab is visible (a
  // colleague's answer in a shared inbox is not unread).
  const newestTheirs = useMemo(
    () => [...list].reverse().find((m) => !isMySide(sides, m.sender_id)),
    [list, sides],
  );
  const { mutate: mark, isPending: isMarking } = markRead;
  useEffect(() => {
    if (!newestTheirs || newestTheirs.seq <= room.last_read_seq || isMarking) return;
    const read = () => {
      if (document.visibilityState === 'visible') mark(newestTheirs.id);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [newestTheirs, room.last_read_seq, mark, isMarking]);

  const blockedReason = room.blocked_by_me
    ? t('contractBlockedByMe')
    : room.blocked_by_other
      ? t('contractBlockedByOther')
      : null;
  const canOffer = !!room.post && room.post.available && !isListingSeller(room, userId);

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BackLink />
        <Avatar src={counterpart.picture ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {room.organisation && room.buyer_id === userId ? (
            <StorefrontOutlined fontSize="small" />
          ) : (
            initials(name)
          )}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 600 }}
            noWrap
            data-testid="conversation-title"
          >
            {name}
          </Typography>
          {counterpart.detail && (
            <Typography
              variant="caption"
              color="textSecondary"
              noWrap
              component="p"
              data-testid="conversation-detail"
            >
              {counterpart.detail}
            </Typography>
          )}
          <TypingHint
            roomId={roomId}
            name={
              room.organisation && room.buyer_id === userId
                ? name
                : (name.split(' ')[0] ?? t('they'))
            }
          />
        </Box>
        <RoomMenu room={room} userId={userId} />
      </Box>
      {room.post && (
        <Box
          sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
        >
          <ListingCardView listing={room.post} />
        </Box>
      )}
      {messages.isPending ? (
        <Box sx={{ p: 2, flex: 1 }}>
          <ListSkeleton rows={5} height={40} label={t('loadingMessages')} />
        </Box>
      ) : messages.isError ? (
        <Box sx={{ p: 2, flex: 1 }}>
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        </Box>
      ) : list.length === 0 && outbox.items.length === 0 ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
          <Typography color="textSecondary">
            {room.post ? t('sayHelloAbout', { title: room.post.title }) : t('sayHello')}
          </Typography>
        </Box>
      ) : (
        <MessageList
          messages={list}
          outgoing={outbox.items}
          sides={sides}
          otherReadSeq={room.other_last_read_seq}
          hasOlder={messages.hasNextPage}
          isLoadingOlder={messages.isFetchingNextPage}
          loadOlder={() => void messages.fetchNextPage()}
          onRetry={outbox.retry}
          onDiscard={outbox.discard}
        />
      )}
      <Composer
        onSendText={outbox.sendText}
        onSendImage={(file) => outbox.sendImage(file)}
        onTyping={() => sendTyping?.(roomId)}
        onOffer={canOffer ? () => setOfferOpen(true) : undefined}
        disabledReason={blockedReason}
      />
      {room.post && offerOpen && (
        <OfferDialog
          open
          onClose={() => setOfferOpen(false)}
          listing={room.post}
          userId={userId}
          roomId={roomId}
        />
      )}
    </>
  );
}

function RoomMenu({ room, userId }: { room: TChatRoom; userId: string }) {
  const t = useWords(chatWords);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const block = useBlock(userId, room.id);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('conversationOptions')}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            block.mutate(!room.blocked_by_me, {
              onSuccess: (next) =>
                notify.success(next.blocked_by_me ? t('blocked') : t('unblocked')),
              onError: (error) => notify.error(chatMessage(t, errorMessage(error))),
            });
          }}
        >
          {room.blocked_by_me ? t('unblock') : t('block')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setReporting(true);
          }}
        >
          {t('reportConversation')}
        </MenuItem>
      </Menu>
      {reporting && <ReportDialog roomId={room.id} onClose={() => setReporting(false)} />}
    </>
  );
}
