import { formatNumber, type TChatMessage } from '@dawa/contract';
import { navigateTo } from '../navigation.ts';

// Browser notifications for new messages while the tab is hidden. Permission is asked only from
// a click (askNotificationPermission), never on page load.

export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (!notificationsSupported()) return 'denied';
  return Notification.requestPermission();
}

/**
 * Offers sent before issue 31 carry "ETB 3800.00" in their text; they read as the app writes money
 * ("ETB 3,800", cents only when there are any), as newer offers are written by the server.
 */
function readableMoney(text: string): string {
  return text.replace(/ETB (\d+)\.(\d{2})\b/g, (_, whole: string, cents: string) =>
    cents === '00'
      ? `ETB ${formatNumber(Number(whole))}`
      : `ETB ${formatNumber(Number(`${whole}.${cents}`), 2)}`,
  );
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
      return readableMoney(message.message) || 'Offer';
  }
}

/**
 * Whether a message comes from the user's own side of its room: their own, or in an organisation's
 * shared inbox a colleague's (docs/decisions/018). Such a message is neither notified nor unread.
 */
export const isFromMySide = (
  message: Pick<TChatMessage, 'sender_id' | 'buyer_id'>,
  userId: string,
): boolean => (message.sender_id === message.buyer_id) === (userId === message.buyer_id);

/** A browser notification of a message from the other side, while the tab is hidden. */
export function notifyNewMessage(message: TChatMessage, userId: string): void {
  if (isFromMySide(message, userId) || !notificationsSupported()) return;
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
