import type {
  TChatListingCard,
  TChatMember,
  TChatMessage,
  TChatOffer,
  TChatReport,
  TChatRoom,
  TPostStatus,
} from '@dawa/contract';
import { cents, formatEtb, timesQuantity, toWire, type Cents } from '@dawa/contract';
import type { Storage } from '../uploads/index.ts';
import type { CardColumns, MemberJson, MessageRow, ReportRow, RoomRow } from './chat.repo.ts';

// Rows (snake_case, money in santim, bigints maybe strings) into the contract's shapes.

const iso = (value: Date | string) => new Date(value).toISOString();
const num = (value: number | string | null | undefined) => Number(value ?? 0);

const member = (value: MemberJson | string): TChatMember => {
  const m = typeof value === 'string' ? (JSON.parse(value) as MemberJson) : value;
  return {
    id: m.id,
    fullName: m.fullName,
    username: m.username,
    email: m.email,
    picture: m.picture,
  };
};

function toCard(row: CardColumns, storage: Storage): TChatListingCard | null {
  if (row.p_id === null || row.p_title === null || row.p_created_by === null) return null;
  return {
    id: row.p_id,
    title: row.p_title,
    price: row.p_price_minor === null ? null : toWire(cents(row.p_price_minor)),
    custom_price: row.p_custom_price,
    negotiable: row.p_negotiable ?? false,
    status: (row.p_status ?? 'REMOVED') as TPostStatus,
    available: row.p_available ?? false,
    thumbnailUrl: row.p_thumb_key === null ? null : storage.publicUrl(row.p_thumb_key, 'thumb'),
    seller_id: row.p_created_by,
  };
}

function toOffer(row: MessageRow): TChatOffer | null {
  if (
    row.o_id === null ||
    row.o_post_id === null ||
    row.o_buyer_id === null ||
    row.o_seller_id === null ||
    row.o_status === null ||
    row.o_created_at === null ||
    row.o_updated_at === null ||
    row.o_room_id === null
  ) {
    return null;
  }
  const quantity = num(row.o_quantity);
  const unit = cents(num(row.o_unit_price_minor));
  return {
    id: row.o_id,
    chat_room_id: row.o_room_id,
    post_id: row.o_post_id,
    buyer_id: row.o_buyer_id,
    seller_id: row.o_seller_id,
    quantity,
    unit_price: toWire(unit),
    total: toWire(timesQuantity(unit, quantity)),
    currency: 'ETB',
    status: row.o_status,
    createdAt: iso(row.o_created_at),
    updatedAt: iso(row.o_updated_at),
    decidedAt: row.o_decided_at === null ? null : iso(row.o_decided_at),
  };
}

export function toMessage(row: MessageRow, storage: Storage): TChatMessage {
  return {
    id: row.id,
    seq: num(row.seq),
    chat_room_id: row.room_id,
    sender_id: row.sender_id,
    message: row.body,
    message_type: row.type,
    createdAt: iso(row.created_at),
    sender_user: member(row.sender),
    members: [row.user_low, row.user_high],
    buyer_id: row.buyer_id,
    client_id: row.client_id,
    image:
      row.type === 'IMAGE' && row.image_key !== null
        ? {
            url: storage.publicUrl(row.image_key, 'original'),
            thumbnailUrl: storage.publicUrl(row.image_key, 'thumb'),
          }
        : null,
    listing: row.type === 'LISTING' ? toCard(row, storage) : null,
    offer: row.type === 'OFFER' ? toOffer(row) : null,
    offer_status: row.type === 'OFFER' ? row.offer_status : null,
  };
}

export function toRoom(row: RoomRow, storage: Storage): TChatRoom {
  const me = member(row.me_user);
  const other = member(row.other_user);
  // The seller's side first, as the spec's room lists its members.
  const members = row.buyer_id === me.id ? [other, me] : [me, other];
  return {
    id: row.id,
    seller_id: row.seller_id,
    buyer_id: row.buyer_id,
    organisation:
      row.org_id === null || row.org_name === null ? null : { id: row.org_id, name: row.org_name },
    post_id: row.post_id,
    post: toCard(row, storage),
    chat_members: members.map((user) => ({ user })),
    last_message:
      row.lm_id === null ||
      row.lm_type === null ||
      row.lm_sender === null ||
      row.lm_created === null
        ? null
        : {
            id: row.lm_id,
            seq: num(row.lm_seq),
            message: row.lm_body ?? '',
            message_type: row.lm_type,
            sender_id: row.lm_sender,
            createdAt: iso(row.lm_created),
          },
    unread_count: num(row.unread),
    last_read_seq: num(row.me_read),
    other_last_read_seq: num(row.other_read),
    blocked_by_me: row.me_blocked,
    blocked_by_other: row.other_blocked,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toReport(row: ReportRow): TChatReport {
  return {
    id: row.id,
    chat_room_id: row.room_id,
    reason: row.reason,
    reporter: member(row.reporter),
    reported: member(row.reported),
    organisation:
      row.org_id === null || row.org_name === null ? null : { id: row.org_id, name: row.org_name },
    createdAt: iso(row.created_at),
  };
}

/** Money as the app writes it (docs/design.md#money): "ETB 3,800", "ETB 115.50" (cents only when there are any). */
const etb = (amount: Cents) => formatEtb(amount, { cents: 'auto' });

/** The readable text of an OFFER message. */
export function offerText(
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN',
  { title, quantity, unitMinor }: { title: string; quantity: number; unitMinor: number },
): string {
  const what = `${String(quantity)} × ${etb(cents(unitMinor))} for ${title} (total ${etb(timesQuantity(cents(unitMinor), quantity))})`;
  switch (status) {
    case 'PENDING':
      return `Offer: ${what}`;
    case 'ACCEPTED':
      return `Offer accepted: ${what}`;
    case 'DECLINED':
      return `Offer declined: ${what}`;
    case 'WITHDRAWN':
      return `Offer withdrawn: ${what}`;
  }
}
