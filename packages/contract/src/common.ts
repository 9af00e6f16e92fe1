import { z } from 'zod';
import { CURSOR_DEFAULT, LIMITS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** Phone: at least 5 characters, digits only with an optional leading +. */
export const ZPhoneNumber = z
  .string({ error: MESSAGES.phone })
  .trim()
  .min(LIMITS.phoneMin, MESSAGES.phone)
  .regex(/^\+?\d+$/, MESSAGES.phone);

/**
 * An e-mail address, trimmed and lower-cased. Missing or empty, it is asked for; present, a wrong
 * one gets the spec's message.
 */
export const ZEmail = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MESSAGES.emailRequired
        : MESSAGES.emailInvalid,
  })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.emailInvalid));

/** An absolute http(s) URL, with the message of the form that uses it. */
export const zUrl = (message: string) => z.url({ message, protocol: /^https?$/ });

/** A UUID path or body id; `entity` names it in the message ("Invalid post id"). */
export const zId = (entity: string) => z.uuid(MESSAGES.idInvalid(entity));

export const ZIdParams = (entity: string) => z.object({ id: zId(entity) });

export const ZStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type TStatus = z.infer<typeof ZStatus>;

/** Cursor pagination of docs/product.md#constants: limit 10 and cursor 0 by default. */
export const ZPaginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.coerce.number().int().min(0).default(CURSOR_DEFAULT),
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

/** Query-string booleans: "true"/"1" are true, "false"/"0" false. */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** ISO-8601 timestamps travel as strings. */
export const ZTimestamp = z.iso.datetime({ offset: true });
