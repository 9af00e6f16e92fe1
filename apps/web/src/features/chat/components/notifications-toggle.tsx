import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  askNotificationPermission,
  notificationsSupported,
} from '../../../lib/realtime/chat-notifications.ts';
import { useWords } from '../../../i18n/words.ts';
import { chatWords } from '../i18n/index.ts';

/** Asks for notification permission on a click only (never on load); hidden once decided. */
export function NotificationsToggle() {
  const t = useWords(chatWords);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied')
    return (
      <Typography variant="caption" color="textSecondary">
        {t('notificationsBlocked')}
      </Typography>
    );
  return (
    <Button
      size="small"
      startIcon={<NotificationsActiveOutlined />}
      onClick={() => void askNotificationPermission().then(setPermission)}
      sx={{ justifySelf: 'start' }}
    >
      {t('turnOnNotifications')}
    </Button>
  );
}
