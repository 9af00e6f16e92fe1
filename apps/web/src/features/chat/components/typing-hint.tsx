import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { CHAT_LIMITS } from '@dawa/contract';
import { useChatLiveStore } from '../../../lib/realtime/chat-live-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';

/** "Selam is typing…" for CHAT_LIMITS.typingShowMs after the other member's last typing frame. */
export function TypingHint({ roomId, name }: { roomId: string; name: string }) {
  const t = useWords(chatWords);
  const at = useChatLiveStore((s) => s.typingAt[roomId] ?? 0);
  // The frame at `at` stops showing typingShowMs later (each new frame starts over).
  const [expiredAt, setExpiredAt] = useState(0);
  useEffect(() => {
    if (!at) return;
    const timer = setTimeout(() => setExpiredAt(at), CHAT_LIMITS.typingShowMs);
    return () => clearTimeout(timer);
  }, [at]);
  const isTyping = at > 0 && expiredAt !== at;
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      aria-live="polite"
      sx={{ px: 2, minHeight: 20, display: 'block', fontStyle: 'italic' }}
      data-testid="typing-hint"
    >
      {isTyping ? t('isTyping', { name }) : ''}
    </Typography>
  );
}
