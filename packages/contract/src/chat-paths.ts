// Kept free of zod, like post-constants.ts: the top bar's unread badge on every page needs these
// paths, and importing chat.ts would build every chat, listing and user schema on the first page
// (zod and the schemas, ~25 KB compressed).

export const CHAT_PATHS = {
  rooms: '/chat/rooms',
  unread: '/chat/unread',
  roomDetail: '/chat/room-detail',
  message: '/chat/message',
  messages: '/chat/messages',
  read: (roomId: string) => `/chat/rooms/${roomId}/read`,
  block: (roomId: string) => `/chat/rooms/${roomId}/block`,
  report: (roomId: string) => `/chat/rooms/${roomId}/report`,
  offers: (roomId: string) => `/chat/rooms/${roomId}/offers`,
  offerStatus: (offerId: string) => `/chat/offers/${offerId}/status`,
  adminReports: '/admin/chat/reports',
  /** The WebSocket, under the API prefix: `/api/ws`. */
  ws: '/ws',
} as const;
