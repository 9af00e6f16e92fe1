import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  askNotificationPermission,
  notificationsSupported,
} from '../../../lib/realtime/chat-notifications.ts';

/** Asks for notification permission on a click only (never on load); hidden once decided. */
export function NotificationsToggle() {
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied')
    return (
      <Typography variant="caption" color="textSecondary">
        Notifications are blocked for this site in your browser settings.
      </Typography>
    );
  return (
    <Button
      size="small"
      startIcon={<NotificationsActiveOutlined />}
      onClick={() => void askNotificationPermission().then(setPermission)}
      sx={{ justifySelf: 'start' }}
    >
      Turn on notifications
    </Button>
  );
}
