import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { CHAT_LIMITS, UPLOAD_MIME_TYPES, ZChatText } from '@dawa/contract';
import { notify } from '../../../lib/notify.ts';
import { checkUploadFile } from '../../../lib/uploads.ts';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage } from '../model/chat-messages.ts';

/** How often typing frames go out while the user types. */
const TYPING_EVERY_MS = 3_000;

/** Text box (Enter sends, Shift+Enter is a new line), photo and offer buttons. */
export function Composer({
  onSendText,
  onSendImage,
  onTyping,
  onOffer,
  disabledReason,
}: {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  onTyping: () => void;
  /** Shown when the user may make an offer on the room's listing. */
  onOffer?: () => void;
  /** Why the user cannot send here (blocked), or null. */
  disabledReason: string | null;
}) {
  const t = useWords(chatWords);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = disabledReason !== null;

  const submit = () => {
    const parsed = ZChatText.safeParse(text);
    if (!parsed.success) {
      // An empty box just does nothing; too long says why.
      const message = parsed.error.issues[0]?.message;
      if (text.trim()) setError(message ? chatMessage(t, message) : null);
      return;
    }
    setError(null);
    onSendText(parsed.data);
    setText('');
  };

  const onChange = (value: string) => {
    setText(value);
    if (error) setError(null);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) notify.error(problem);
    else onSendImage(file);
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-end',
        p: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        hidden
        data-testid="chat-image-input"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Tooltip title={t('sendPhoto')}>
        <span>
          <IconButton
            aria-label={t('sendPhoto')}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            <AddPhotoAlternateOutlined />
          </IconButton>
        </span>
      </Tooltip>
      {onOffer && (
        <Tooltip title={t('makeOffer')}>
          <span>
            <IconButton aria-label={t('makeOffer')} disabled={disabled} onClick={onOffer}>
              <LocalOfferOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <TextField
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder={disabledReason ?? t('writeMessage')}
        disabled={disabled}
        multiline
        maxRows={5}
        size="small"
        fullWidth
        error={!!error}
        helperText={error}
        slotProps={{
          htmlInput: { 'aria-label': t('message'), maxLength: CHAT_LIMITS.messageMax + 200 },
        }}
      />
      <IconButton type="submit" aria-label={t('send')} color="primary" disabled={disabled}>
        <SendOutlined />
      </IconButton>
    </Box>
  );
}
