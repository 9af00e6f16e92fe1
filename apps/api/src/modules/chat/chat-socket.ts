import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_PATHS,
  CHAT_WS_CLOSE,
  ZWsAuthFrame,
  ZWsClientFrame,
  type TWsServerFrame,
} from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findSessionWithUser, authenticateAccessToken, isUsable } from '../sessions/index.ts';
import { publishTo, userChannel, type ChatBusEvent } from './chat-events.ts';
import { toMessage } from './chat-view.ts';
import * as repo from './chat.repo.ts';
import { typingAudience } from './chat.service.ts';

/** Messages read from the database per query when filling a gap or replaying. */
const REPLAY_BATCH = 200;

interface Live {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  isAlive: boolean;
}

/**
 * GET /api/ws: live chat (@fastify/websocket is registered at the root, app.ts). The first frame authenticates (`auth`, within wsAuthTimeoutMs); then the
 * socket receives its user's messages exactly once and in seq order:
 * - it subscribes to the user's channel before reading anything, so no event is missed;
 * - every task on a socket (replay, each event) runs in one queue, in arrival order;
 * - `lastSent` is the seq of the last message the socket sent. An event whose `prev` is lastSent
 *   is the next one and goes out at once; a later one means a gap (an event lost between
 *   instances, or two arriving out of order), filled from the database by seq; an event at or
 *   below lastSent was already sent and is dropped.
 * Because a user's messages commit in seq order (chat.repo.ts lockStreams), reading seq > lastSent
 * from the database never skips a message that commits later.
 */
export function registerChatSocket(app: FastifyInstance, deps: AppDeps): void {
  const live = new Set<Live>();
  const typingCounts = new Map<string, { count: number; resetAt: number }>();

  // Heartbeat: a socket that did not answer the last ping is dropped; a session that ended (sign-
  // out, revocation, disabled account) closes its sockets even if no event said so.
  const heartbeat = setInterval(() => {
    for (const entry of live) {
      if (!entry.isAlive) {
        entry.socket.terminate();
        continue;
      }
      entry.isAlive = false;
      entry.socket.ping();
      findSessionWithUser(deps.orm, entry.sessionId)
        .then((found) => {
          if (!found || found.revokedAt !== null || !isUsable(found.user)) {
            entry.socket.close(CHAT_WS_CLOSE.unauthorized, 'session ended');
          }
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'chat session check failed'));
    }
  }, CHAT_LIMITS.wsHeartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(heartbeat);
    done();
  });
  app.addHook('preClose', (done) => {
    for (const entry of live) entry.socket.close(CHAT_WS_CLOSE.goingAway, 'server shutting down');
    done();
  });

  const send = (socket: WebSocket, frame: TWsServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const allowTyping = (userId: string) => {
    const now = Date.now();
    const entry = typingCounts.get(userId);
    if (!entry || entry.resetAt <= now) {
      typingCounts.set(userId, { count: 1, resetAt: now + CHAT_LIMITS.typingWindowMs });
      if (typingCounts.size > 10_000) {
        for (const [key, value] of typingCounts) if (value.resetAt <= now) typingCounts.delete(key);
      }
      return true;
    }
    entry.count += 1;
    return entry.count <= CHAT_LIMITS.typingMax;
  };

  app.route({
    method: 'GET',
    url: CHAT_PATHS.ws,
    config: { access: access.public() },
    // Not an HTTP operation: the protocol is the contract's frames (chat.ts), so not in OpenAPI.
    schema: { hide: true },
    handler: () => {
      throw new AppError('BAD_REQUEST', CHAT_MESSAGES.wsUpgradeRequired);
    },
    wsHandler: (socket) => {
      let entry: Live | undefined;
      let unsubscribe: (() => Promise<void>) | undefined;
      let lastSent = 0;
      let queue: Promise<void> = Promise.resolve();
      let isClosed = false;
      let isAuthenticating = false;
      const enqueue = (task: () => Promise<void>) => {
        queue = queue.then(task).catch((err: unknown) => {
          deps.log.error({ err }, 'chat socket task failed');
          socket.close(1011, 'server error');
        });
      };

      /** Sends every message after lastSent, oldest first, in batches. */
      const fillGap = async () => {
        if (!entry) return;
        for (;;) {
          const found = await repo.selectUserMessagesAfter(
            deps.orm,
            entry.userId,
            lastSent,
            REPLAY_BATCH,
          );
          for (const row of found) {
            const message = toMessage(row, deps.uploads.storage);
            send(socket, { type: 'message', message });
            lastSent = message.seq;
          }
          if (found.length < REPLAY_BATCH || isClosed) return;
        }
      };

      const onEvent = (raw: unknown) => {
        const event = raw as ChatBusEvent;
        switch (event.kind) {
          case 'message':
            enqueue(async () => {
              if (event.message.seq <= lastSent) return;
              if (event.prev === lastSent) {
                send(socket, { type: 'message', message: event.message });
                lastSent = event.message.seq;
                return;
              }
              await fillGap();
            });
            return;
          case 'read':
            enqueue(() => {
              send(socket, {
                type: 'read',
                ...pick(event, ['chat_id', 'user_id', 'last_read_seq']),
              });
              return Promise.resolve();
            });
            return;
          case 'typing':
            if (event.user_id !== entry?.userId) {
              send(socket, { type: 'typing', chat_id: event.chat_id, user_id: event.user_id });
            }
            return;
          case 'room':
            enqueue(() => {
              send(socket, { type: 'room', chat_id: event.chat_id });
              return Promise.resolve();
            });
            return;
          case 'session-ended':
            if (event.sessionId === entry?.sessionId) {
              socket.close(CHAT_WS_CLOSE.unauthorized, 'session ended');
            }
            return;
        }
      };

      const authTimer = setTimeout(() => {
        socket.close(CHAT_WS_CLOSE.authTimeout, 'auth timeout');
      }, CHAT_LIMITS.wsAuthTimeoutMs);

      const authenticate = async (token: string, after: string | undefined) => {
        let caller;
        try {
          caller = await authenticateAccessToken(deps, `Bearer ${token}`);
        } catch {
          socket.close(CHAT_WS_CLOSE.unauthorized, 'unauthorized');
          return;
        }
        if (isClosed) return;
        entry = { socket, userId: caller.userId, sessionId: caller.sessionId, isAlive: true };
        live.add(entry);
        // Subscribe first: events from now on queue up behind the replay below.
        unsubscribe = await deps.bus.subscribe(userChannel(caller.userId), onEvent);
        if (isClosed) {
          await unsubscribe();
          return;
        }
        const userId = caller.userId;
        enqueue(async () => {
          let start: number | undefined;
          if (after !== undefined) {
            start = /^\d+$/.test(after)
              ? Number(after)
              : await repo.userMessageSeq(deps.orm, userId, after);
          }
          // Without `after` (or with one that is not the user's), live messages only.
          lastSent = start ?? (await repo.userStreamSeq(deps.orm, userId));
          send(socket, { type: 'ready', user_id: userId });
          await fillGap();
        });
      };

      socket.on('pong', () => {
        if (entry) entry.isAlive = true;
      });
      socket.on('message', (data, isBinary) => {
        let value: unknown;
        let frame;
        try {
          value = JSON.parse(isBinary ? '' : textOf(data));
          frame = ZWsClientFrame.parse(value);
        } catch {
          if (!entry) {
            clearTimeout(authTimer);
            // An `auth` frame without a usable token is refused like a bad token (4401, the
            // protocol's answer to a missing, bad or revoked one); any other frame is a bad frame.
            if (isAuthWithoutToken(value)) socket.close(CHAT_WS_CLOSE.unauthorized, 'unauthorized');
            else socket.close(CHAT_WS_CLOSE.badFrame, 'bad frame');
          } else {
            send(socket, { type: 'error', code: 'BAD_REQUEST', message: CHAT_MESSAGES.wsBadFrame });
          }
          return;
        }
        if (entry) entry.isAlive = true;
        switch (frame.type) {
          case 'auth':
            if (isAuthenticating) return;
            isAuthenticating = true;
            clearTimeout(authTimer);
            authenticate(frame.token, frame.after).catch((err: unknown) => {
              deps.log.error({ err }, 'chat socket auth failed');
              socket.close(1011, 'server error');
            });
            return;
          case 'ping':
            send(socket, { type: 'pong' });
            return;
          case 'typing': {
            const me = entry?.userId;
            if (me === undefined) {
              // Before `auth` a frame is a protocol error; while it is being checked, typing waits.
              if (!isAuthenticating) socket.close(CHAT_WS_CLOSE.badFrame, 'auth first');
              return;
            }
            if (!allowTyping(me)) return;
            const chatId = frame.chat_id;
            repo
              .findMembership(deps.orm, chatId, me)
              .then(async (membership) => {
                if (!membership) return;
                publishTo(
                  deps.bus,
                  await typingAudience(deps, membership),
                  { kind: 'typing', chat_id: chatId, user_id: me },
                  (err) => deps.log.warn({ err }, 'typing not published'),
                );
              })
              .catch((err: unknown) => deps.log.warn({ err }, 'typing not relayed'));
            return;
          }
        }
      });
      socket.on('close', () => {
        isClosed = true;
        clearTimeout(authTimer);
        if (entry) live.delete(entry);
        void unsubscribe?.();
      });
    },
  });
}

/** An `auth` frame whose token is missing, empty, not text or too long. */
function isAuthWithoutToken(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { type, token } = value as { type?: unknown; token?: unknown };
  return type === 'auth' && !ZWsAuthFrame.shape.token.safeParse(token).success;
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

/** A ws frame's text, whichever buffer shape it arrived in. */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
