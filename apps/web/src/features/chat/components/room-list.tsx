import { useEffect, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DEBOUNCE_MS, type TChatLastMessage, type TChatRoom } from '@dawa/contract';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { initials } from '../../../lib/format.ts';
import { messagePreview } from '../../../lib/realtime/chat-notifications.ts';
import { roomsQuery } from '../api/chat-api.ts';
import { relativeTime } from '../model/day-groups.ts';
import { counterpartOf, isMySide, sidesOf } from '../model/room.ts';
import { NotificationsToggle } from './notifications-toggle.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords, type T } from '../../../i18n/words.ts';
import type en from '../i18n/en.ts';
import { chatWords } from '../i18n/index.ts';

/** The user's conversations, most recent first, searchable by the other member or the listing. */
export function RoomList({
  userId,
  activeRoomId,
}: {
  userId: string;
  activeRoomId: string | null;
}) {
  const t = useWords(chatWords);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  // Every room the user has, not only the loaded pages, is searched by the API; the previous list
  // stays on screen while the next answer comes, so the list does not flash.
  const rooms = useInfiniteQuery({
    ...roomsQuery(userId, searched),
    placeholderData: keepPreviousData,
  });
  const shown = useMemo(() => rooms.data?.pages.flatMap((p) => p.docs) ?? [], [rooms.data]);
  const isSearching = searched !== '';

  return (
    <>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('messages')}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('searchConversations')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NotificationsToggle />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {rooms.isPending ? (
          <Box sx={{ p: 1.5 }}>
            <ListSkeleton rows={5} height={64} label={t('loadingConversations')} />
          </Box>
        ) : rooms.isError ? (
          <Box sx={{ p: 1.5 }}>
            <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} />
          </Box>
        ) : shown.length === 0 && !isSearching ? (
          <EmptyState
            icon={<ChatBubbleOutlineOutlined />}
            title={t('noConversations')}
            action={
              <Button component={RouterLink} to="/search" variant="contained">
                {t('findListings')}
              </Button>
            }
          >
            {t('noConversationsHint')}
          </EmptyState>
        ) : shown.length === 0 ? (
          <Typography sx={{ p: 2 }} color="textSecondary">
            {t('noMatch', { query: searched })}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('conversations')}>
            {shown.map((room) => (
              <RoomRow
                key={room.id}
                room={room}
                userId={userId}
                isActive={room.id === activeRoomId}
              />
            ))}
          </List>
        )}
        {rooms.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button onClick={() => void rooms.fetchNextPage()} disabled={rooms.isFetchingNextPage}>
              {rooms.isFetchingNextPage ? t('loading') : t('loadMoreConversations')}
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}

function RoomRow({
  room,
  userId,
  isActive,
}: {
  room: TChatRoom;
  userId: string;
  isActive: boolean;
}) {
  const t = useWords(chatWords);
  const locale = useLocale();
  const counterpart = counterpartOf(room, userId, t);
  const { name } = counterpart;
  const isBuyerOfShared = room.organisation !== null && room.buyer_id === userId;
  const last = room.last_message;
  const unread = room.unread_count;
  // "You:" for the user's own last message; "Team:" for a colleague's in a shared inbox.
  const lastLine = (message: TChatLastMessage) => {
    const text = previewOf(message, t);
    if (message.sender_id === userId) return t('youSaid', { text });
    if (room.organisation && !isBuyerOfShared && isMySide(sidesOf(room, userId), message.sender_id))
      return t('teamSaid', { text });
    return text;
  };
  return (
    <ListItemButton
      component={RouterLink}
      to={`/chat?room=${room.id}`}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={[name, counterpart.detail, unread > 0 && t('unread', { count: unread })]
        .filter(Boolean)
        .join(', ')}
      sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Avatar src={counterpart.picture ?? undefined} alt="" sx={{ mt: 0.25 }}>
        {isBuyerOfShared ? <StorefrontOutlined /> : initials(name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography noWrap sx={{ fontWeight: unread > 0 ? 700 : 600, flex: 1, minWidth: 0 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
            {relativeTime(last?.createdAt ?? room.updatedAt, new Date(), { t, locale })}
          </Typography>
        </Box>
        {counterpart.detail && (
          <Typography
            variant="caption"
            color="textSecondary"
            noWrap
            component="p"
            data-testid="room-detail"
          >
            {counterpart.detail}
          </Typography>
        )}
        {room.post && (
          <Typography variant="caption" color="primary" noWrap component="p">
            {room.post.title}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography
            variant="body2"
            color={unread > 0 ? 'text.primary' : 'text.secondary'}
            noWrap
            sx={{ flex: 1, minWidth: 0 }}
          >
            {last ? lastLine(last) : t('noMessagesYet')}
          </Typography>
          {unread > 0 && (
            <Badge
              badgeContent={unread}
              max={99}
              color="error"
              sx={{ mr: 1.25 }}
              data-testid="room-unread"
            />
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
}

/**
 * A message as one line of the room list: its text, or what it is ("Photo", "Listing: …"). An
 * offer's line is the text the server wrote for it (lib/realtime/chat-notifications.ts).
 */
function previewOf(message: TChatLastMessage, t: T<typeof en>): string {
  switch (message.message_type) {
    case 'TEXT':
      return message.message;
    case 'IMAGE':
      return message.message ? t('photoPreviewWith', { text: message.message }) : t('photoPreview');
    case 'LISTING':
      return t('listingPreview', { text: message.message });
    case 'OFFER':
      return messagePreview(message) || t('offerPreview');
  }
}

/** `value`, once it has stayed the same for `delayMs` (the spec's debounce for typed searches). */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
