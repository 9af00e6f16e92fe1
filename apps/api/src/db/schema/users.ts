import type { TOrgType } from '@dawa/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`);

/** The organisation a sign-up names; it becomes a tenant once the e-mail is proven (verify-otp). */
export interface PendingOrganisation {
  name: string;
  orgType: TOrgType;
  address: string;
  city: string;
  tinNumber: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    // The identity provider's subject (Google `sub`); the spec calls it fbId.
    fbId: text(),
    // Stored lower-cased (the contract's ZEmail lower-cases), so equality is case-insensitive.
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    // How the current address was proven (null while unproven): a code at sign-up, Google's word,
    // or a code mailed to it by an e-mail change. ADMIN_EMAILS grants rights only to the first two
    // (docs/decisions/014-proven-addresses.md).
    emailProof: text({ enum: ['SIGN_UP', 'GOOGLE', 'EMAIL_CHANGE'] }),
    // Null for Google-only accounts and for invited members who have not chosen one yet.
    passwordHash: text(),
    fullName: text().notNull(),
    phoneNumber: text(),
    username: text(),
    picture: text(),
    status: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    isPlatformAdmin: boolean().notNull().default(false),
    pendingOrganisation: jsonb().$type<PendingOrganisation>(),
    // A new e-mail the holder asked for, waiting for its code (purpose email-change) to be entered.
    pendingEmail: text(),
    // The language the holder chose for their account (docs/decisions/024-language-per-account.md);
    // null until they choose one. Its values are the contract's LOCALES.
    language: text({ enum: ['en', 'am'] }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  // Unique among live accounts only: deleting an account frees its e-mail for a new sign-up.
  (t) => [
    check('users_language_check', sql`${t.language} IN ('en', 'am')`),
    uniqueIndex('users_email_live_idx')
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex('users_fb_id_live_idx')
      .on(t.fbId)
      .where(sql`deleted_at is null`),
    uniqueIndex('users_username_live_idx')
      .on(t.username)
      .where(sql`deleted_at is null`),
  ],
);

/** One live code per user and purpose: sending a new one replaces the row (and its attempt count). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify', 'reset', 'invite', 'email-change'] }).notNull(),
    codeHash: text().notNull(),
    // The address the code was mailed to, when it proves one (email-change): confirming takes this
    // address, never whatever is pending at that moment. It is part of the code's MAC context.
    target: text(),
    failedAttempts: integer().notNull().default(0),
    // The send time: drives the resend cooldown; expiresAt is what the check reads.
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** A sign-in session: the family of rotating refresh tokens; its id is the access token's `sid`. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    // logout | reuse-detected | password-reset | user-deleted: why the family ended, for support.
    revokedReason: text(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Only hashes are stored; `usedAt` marks a rotated token, whose reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Per-user settings of the spec's auth state; a missing row means the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hasTenant: boolean().notNull().default(false),
  updatedAt: createdAt(),
});
