import type { RealtimeBus } from './bus.ts';

/**
 * Tells the live sockets of a session that it ended (sign-out, revocation), wherever they are
 * connected; the chat socket closes with 4401 on it (modules/chat/chat-events.ts `session-ended`).
 * Never fails the caller: a lost event is caught by the socket's periodic session check.
 */
export function announceSessionEnded(
  bus: RealtimeBus,
  { userId, sessionId }: { userId: string; sessionId: string },
  onError: (err: unknown) => void,
): void {
  bus.publish(`user:${userId}`, { kind: 'session-ended', sessionId }).catch(onError);
}
