import type { TChatMessage } from '@dawa/contract';
import { navigateTo } from '../navigation.ts';

// Browser notifications for new messages while the tab is hidden. Permission is asked only from
// a click (askNotificationPermission), never on page load.

export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (!notificationsSupported()) return 'denied';
  return Notification.requestPermission();
}

export function messagePreview(message: Pick<TChatMessage, 'message_type' | 'message'>): string {
  switch (message.message_type) {
    case 'TEXT':
      return message.message;
    case 'IMAGE':
      return message.message ? `Photo: ${message.message}` : 'Photo';
    case 'LISTING':
      return `Listing: ${message.message}`;
    case 'OFFER':
      return message.message || 'Offer';
  }
}

export function notifyNewMessage(message: TChatMessage, userId: string): void {
  if (message.sender_id === userId || !notificationsSupported()) return;
  if (!document.hidden || Notification.permission !== 'granted') return;
  const notification = new Notification(message.sender_user.fullName, {
    body: messagePreview(message),
    tag: `chat-${message.chat_room_id}`,
  });
  notification.onclick = () => {
    window.focus();
    navigateTo(`/chat?room=${message.chat_room_id}`);
  };
}
