// Chat test helpers: listings straight into the database, rooms and messages over HTTP, and a
// WebSocket client that collects frames.
import {
  ZChatRoom,
  ZSendMessageResponse,
  type TChatMessage,
  type TChatRoom,
  type TWsServerFrame,
} from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { as, randomIp } from './factories.ts';
import { readTaxonomy } from './listings.ts';

const taxonomies = new WeakMap<FastifyInstance, ReturnType<typeof readTaxonomy>>();

/**
 * A public listing of `sellerId`, written straight into the database; with `tenantId`, sold by that
 * organisation (docs/decisions/018), `sellerId` its author.
 */
export async function insertListing(
  app: FastifyInstance,
  db: Database,
  sellerId: string,
  {
    title = 'Paracetamol 500 mg, box of 100',
    status = 'ACTIVE',
    tenantId = null,
  }: { title?: string; status?: 'ACTIVE' | 'DRAFT'; tenantId?: string | null } = {},
): Promise<string> {
  const known = taxonomies.get(app) ?? readTaxonomy(app);
  taxonomies.set(app, known);
  const taxonomy = await known;
  const [row] = await db.orm
    .insert(posts)
    .values({
      title,
      description: 'Sealed boxes from an approved importer.',
      categoryId: taxonomy.open.category.id,
      subCategoryId: taxonomy.open.sub.id,
      priceMinor: 12_050,
      contactPhone: '+251911234567',
      createdBy: sellerId,
      tenantId,
      status,
      complianceStatus: 'APPROVED',
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('insertListing: no row');
  return row.id;
}

export async function openRoom(
  app: FastifyInstance,
  token: string,
  body: { seller_id: string; post_id?: string },
): Promise<TChatRoom> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/rooms',
    payload: body,
    remoteAddress: randomIp(),
    ...as(token),
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return ZChatRoom.parse(res.json());
}

export async function say(
  app: FastifyInstance,
  token: string,
  chatId: string,
  message: string,
  extra: Record<string, unknown> = {},
): Promise<TChatMessage> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/message',
    payload: { chat_id: chatId, message, ...extra },
    ...as(token),
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return ZSendMessageResponse.parse(res.json()).message;
}

/** Frames a socket received, and waits for the ones a test expects. */
export interface FrameLog {
  readonly frames: TWsServerFrame[];
  /** Resolves once `count` frames matching `match` arrived (all of them, in order). */
  waitFor(match: (frame: TWsServerFrame) => boolean, count?: number): Promise<TWsServerFrame[]>;
  /** The close code, once closed. */
  closed: Promise<number>;
}

export function logFrames(socket: WebSocket): FrameLog {
  const frames: TWsServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(textOf(data)) as TWsServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code) => resolve(code));
  });
  return {
    frames,
    closed,
    waitFor(match, count = 1) {
      return new Promise((resolve) => {
        const check = () => {
          const found = frames.filter(match);
          if (found.length >= count) resolve(found);
          else waiters.push(check);
        };
        check();
      });
    },
  };
}

export const messageFrames = (log: FrameLog) =>
  log.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []));

export const isMessage = (frame: TWsServerFrame) => frame.type === 'message';

/** A WebSocket client of `origin` (http://host:port) at /api/ws, once open. */
export function connectWs(origin: string): Promise<WebSocket> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/ws`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** A ws frame's text, whichever buffer shape it arrived in. */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
