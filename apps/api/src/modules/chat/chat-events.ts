import type { TChatMessage } from '@dawa/contract';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';

/**
 * What travels on the realtime bus, one channel per user (`user:<id>`). A message event carries
 * `prev`, the seq of the recipient's previous message: a socket that last sent `prev` sends this
 * one straight away; any other socket has a gap and reads it from the database (chat-socket.ts).
 */
export type ChatBusEvent =
  | { kind: 'message'; message: TChatMessage; prev: number }
  | { kind: 'read'; chat_id: string; user_id: string; last_read_seq: number }
  | { kind: 'typing'; chat_id: string; user_id: string }
  | { kind: 'room'; chat_id: string }
  | { kind: 'session-ended'; sessionId: string };

export const userChannel = (userId: string) => `user:${userId}`;

export function publishTo(
  bus: RealtimeBus,
  userIds: readonly string[],
  event: ChatBusEvent,
  onError: (err: unknown) => void,
): void {
  for (const userId of userIds) bus.publish(userChannel(userId), event).catch(onError);
}
