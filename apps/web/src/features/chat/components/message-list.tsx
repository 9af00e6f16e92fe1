import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import type { TChatMessage } from '@dawa/contract';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';
import { groupByDay } from '../model/day-groups.ts';
import { isMySide, type RoomSides } from '../model/room.ts';
import { MessageItem, OutgoingItem } from './message-item.tsx';
import type { Outgoing } from './use-outbox.ts';

/** Within this many pixels of the bottom counts as "at the bottom" (follows new messages). */
const BOTTOM_SLACK = 48;
/** Older messages load when the view comes this close to the top. */
const TOP_SLACK = 120;

/**
 * The conversation, oldest at the top. Scrolling up loads older pages without the view jumping
 * (the distance from the bottom is kept across the prepend); new messages scroll into view only
 * when the reader was at the bottom, else a "New messages" pill offers to go there.
 */
export function MessageList({
  messages,
  outgoing,
  sides,
  otherReadSeq,
  hasOlder,
  isLoadingOlder,
  loadOlder,
  onRetry,
  onDiscard,
}: {
  messages: TChatMessage[];
  outgoing: Outgoing[];
  /** Whose side each message is on (the user's own, or a colleague's in a shared inbox). */
  sides: RoomSides;
  otherReadSeq: number;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const t = useWords(chatWords);
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before older messages were asked for. */
  const anchor = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(0);

  // A message the server confirmed replaces its outgoing copy.
  const confirmed = useMemo(
    () => new Set(messages.map((m) => m.client_id).filter((id): id is string => id !== null)),
    [messages],
  );
  const pending = outgoing.filter((o) => !confirmed.has(o.client_id));
  const days = useMemo(
    () => groupByDay(messages, new Date(), { t, locale }),
    [messages, t, locale],
  );

  const oldestId = messages[0]?.id;
  const newest = messages[messages.length - 1];
  const lastKey = `${newest?.id ?? ''}/${String(pending.length)}`;
  const previousLast = useRef<string | null>(null);

  // Older page prepended: put the view back where it was, measured from the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || anchor.current === null) return;
    el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [oldestId]);

  // Newest end changed: follow it when at the bottom (or it is the user's own), else count it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = previousLast.current === null;
    if (previousLast.current === lastKey) return;
    previousLast.current = lastKey;
    const isMine = pending.length > 0 || newest?.sender_id === sides.userId;
    if (first || atBottom.current || isMine) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
      setUnseen(0);
    } else setUnseen((n) => n + 1);
  }, [lastKey, newest?.sender_id, pending.length, sides.userId]);

  const askOlder = () => {
    const el = scroller.current;
    if (!el || !hasOlder || isLoadingOlder) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    loadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    if (atBottom.current && unseen > 0) setUnseen(0);
    if (el.scrollTop < TOP_SLACK) askOlder();
  };

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('messages')}
        aria-live="polite"
        tabIndex={0}
        data-testid="message-list"
        sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1, overflowAnchor: 'none' }}
      >
        {hasOlder && (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Button size="small" onClick={askOlder} disabled={isLoadingOlder}>
              {isLoadingOlder ? t('loadingOlder') : t('loadOlder')}
            </Button>
          </Box>
        )}
        {days.map((day) => (
          <Box key={day.day} component="section" aria-label={day.label}>
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <Chip size="small" label={day.label} data-testid="day-separator" />
            </Box>
            {day.items.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                sides={sides}
                mine={isMySide(sides, m.sender_id)}
                otherReadSeq={otherReadSeq}
              />
            ))}
          </Box>
        ))}
        {pending.map((item) => (
          <OutgoingItem
            key={item.client_id}
            item={item}
            onRetry={() => onRetry(item.client_id)}
            onDiscard={() => onDiscard(item.client_id)}
          />
        ))}
      </Box>
      {unseen > 0 && (
        <Fab
          variant="extended"
          size="small"
          color="primary"
          onClick={toBottom}
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
        >
          <ArrowDownwardOutlined sx={{ mr: 0.5 }} />
          {t('newMessages')}
        </Fab>
      )}
    </Box>
  );
}
