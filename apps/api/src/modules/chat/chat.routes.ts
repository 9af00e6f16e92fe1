import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  ZBlockResponse,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZChatReportsQuery,
  ZChatReportsResponse,
  ZChatRoom,
  ZChatRoomDetailQuery,
  ZChatRoomsQuery,
  ZChatRoomsResponse,
  ZChatUnreadResponse,
  ZCreateChatRoomRequest,
  ZCreateOfferRequest,
  ZIdParams,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZMessageResponse,
  ZOfferStatusRequest,
  ZReportChatRequest,
  ZSendMessageRequest,
  ZSendMessageResponse,
} from '@dawa/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { ERROR_RESPONSES } from '../../platform/openapi.ts';
import { userRateLimit } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../deps.ts';
import { authOf } from '../../platform/auth/caller.ts';
import { registerChatSocket } from './chat-socket.ts';
import {
  createOffer,
  decideOffer,
  listMessages,
  listReports,
  listRooms,
  markRead,
  openRoom,
  reportRoom,
  roomFor,
  sendMessage,
  setBlocked,
  unreadTotals,
} from './chat.service.ts';

interface ChatRoutesOptions {
  deps: AppDeps;
}

const ZRoomParams = ZIdParams('chat');
const ZOfferParams = ZIdParams('offer');
const room = { params: { id: 'chat' } } as const;

/** Chat (docs/product.md#api-calls and issue 14): rooms, messages, offers, read marks, blocks, reports, /ws. */
export const chatRoutes: FastifyPluginCallbackZod<ChatRoutesOptions> = (app, { deps }, done) => {
  const tags = ['chat'];
  // One counter per user for everything that posts a message (text, image, listing, offers).
  const sendLimit = userRateLimit(
    app,
    {
      name: 'chat-send',
      max: CHAT_LIMITS.sendMax,
      windowMs: CHAT_LIMITS.sendWindowMs,
      message: () => CHAT_MESSAGES.rateLimited,
    },
    (request) => authOf(request).userId,
  );

  app.post(
    '/chat/rooms',
    {
      // Any live account may be written to: a seller need not be visible to the caller otherwise.
      config: {
        access: access.user({ body: { seller_id: 'user', post_id: 'post' }, rows: 'any' }),
      },
      schema: {
        tags,
        summary:
          'Open (201) or return (200) the one room between the caller and a seller; `post_id` makes that listing the subject',
        body: ZCreateChatRoomRequest,
        response: { 200: ZChatRoom, 201: ZChatRoom, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { room: found, created } = await openRoom(deps, authOf(request), request.body);
      return reply.code(created ? 201 : 200).send(found);
    },
  );

  app.get(
    '/chat/room-detail',
    {
      config: { access: access.user({ query: { id: 'chat' }, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'One of the caller’s rooms',
        querystring: ZChatRoomDetailQuery,
        response: { 200: ZChatRoom, ...ERROR_RESPONSES },
      },
    },
    (request) => roomFor(deps, authOf(request).userId, request.query.id),
  );

  app.get(
    '/chat/unread',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'Unread messages from others over all the caller’s rooms (the top-bar badge)',
        response: { 200: ZChatUnreadResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => unreadTotals(deps, authOf(request)),
  );

  app.get(
    '/chat/rooms',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'The caller’s rooms, most recent activity first, with unread counts',
        querystring: ZChatRoomsQuery,
        response: { 200: ZChatRoomsResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listRooms(deps, authOf(request), request.query),
  );

  app.post(
    '/chat/message',
    {
      config: {
        access: access.user({
          body: { chat_id: 'chat', post_id: 'post' },
          // One of my rooms, about a listing I can see.
          rows: { chat: 'mine', post: 'visible' },
          example: { body: { message_type: 'TEXT', message: 'Is it still available?' } },
        }),
      },
      schema: {
        tags,
        summary:
          'Send a TEXT, IMAGE or LISTING message (201); a repeated `client_id` answers the message already sent (200)',
        body: ZSendMessageRequest,
        response: { 200: ZSendMessageResponse, 201: ZSendMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: sendLimit,
    },
    async (request, reply) => {
      const { message, isNew } = await sendMessage(deps, authOf(request), request.body);
      return reply.code(isNew ? 201 : 200).send({ success: true, message });
    },
  );

  app.get(
    '/chat/messages',
    {
      config: { access: access.user({ query: { chat_id: 'chat' }, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'A room’s messages, newest first; `nextCursor` continues with older ones',
        querystring: ZChatMessagesQuery,
        response: { 200: ZChatMessagesResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listMessages(deps, authOf(request), request.query),
  );

  app.post(
    '/chat/rooms/:id/read',
    {
      config: { access: access.user({ ...room, rows: 'mine', example: { body: {} } }) },
      schema: {
        tags,
        summary: 'Mark the room read up to a message (default: the latest); never moves back',
        params: ZRoomParams,
        body: ZMarkReadRequest,
        response: { 200: ZMarkReadResponse, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      markRead(deps, authOf(request), request.params.id, request.body.message_id ?? undefined),
  );

  app.post(
    '/chat/rooms/:id/block',
    {
      config: { access: access.user({ ...room, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'Block the other member: they cannot send here until unblocked',
        params: ZRoomParams,
        response: { 200: ZBlockResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => setBlocked(deps, authOf(request), request.params.id, true),
  );

  app.delete(
    '/chat/rooms/:id/block',
    {
      config: { access: access.user({ ...room, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'Unblock the other member',
        params: ZRoomParams,
        response: { 200: ZBlockResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => setBlocked(deps, authOf(request), request.params.id, false),
  );

  app.post(
    '/chat/rooms/:id/report',
    {
      config: { access: access.user({ ...room, rows: 'mine' }) },
      schema: {
        tags,
        summary: 'Report the conversation to the platform moderators (one open report per member)',
        params: ZRoomParams,
        body: ZReportChatRequest,
        response: { 201: ZMessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await reportRoom(deps, authOf(request), request.params.id, request.body);
      return reply.code(201).send({ message: CHAT_MESSAGES.reported });
    },
  );

  app.post(
    '/chat/rooms/:id/offers',
    {
      config: {
        access: access.user({
          ...room,
          body: { post_id: 'post' },
          rows: { chat: 'mine', post: 'visible' },
        }),
      },
      schema: {
        tags,
        summary: 'Offer a quantity and unit price for one of the other member’s listings',
        params: ZRoomParams,
        body: ZCreateOfferRequest,
        response: { 200: ZSendMessageResponse, 201: ZSendMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: sendLimit,
    },
    async (request, reply) => {
      const { message, isNew } = await createOffer(
        deps,
        authOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(isNew ? 201 : 200).send({ success: true, message });
    },
  );

  app.post(
    '/chat/offers/:id/status',
    {
      // An offer is found only through the caller's rooms; a stranger's answers as missing. The
      // example is the buyer's move: the matrix's callers are the buyers of their offers.
      config: {
        access: access.user({
          params: { id: 'offer' },
          rows: 'mine',
          example: { body: { status: 'WITHDRAWN' } },
        }),
      },
      schema: {
        tags,
        summary: 'Accept or decline (the seller) or withdraw (the buyer) a pending offer',
        params: ZOfferParams,
        body: ZOfferStatusRequest,
        response: { 201: ZSendMessageResponse, ...ERROR_RESPONSES },
      },
      preHandler: sendLimit,
    },
    async (request, reply) => {
      const message = await decideOffer(
        deps,
        authOf(request),
        request.params.id,
        request.body.status,
      );
      return reply.code(201).send({ success: true, message });
    },
  );

  app.get(
    '/admin/chat/reports',
    {
      config: { access: access.platformAdmin() },
      schema: {
        tags,
        summary: 'Open conversation reports, newest first (platform administrators)',
        querystring: ZChatReportsQuery,
        response: { 200: ZChatReportsResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => listReports(deps, authOf(request), request.query),
  );

  registerChatSocket(app, deps);
  done();
};
