import { z } from 'zod';

// Amounts are typed as text (a number input loses "12." and fights thousands separators) and
// become numbers for the draft and the contract.

/** "1,250.50" → 1250.5; blank → undefined; anything else → NaN (the schema's message then). */
export function parseAmount(text: string | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[\s,]/g, '');
  if (cleaned === '') return undefined;
  return /^\d*\.?\d*$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The draft's number as the field shows it. */
export const amountText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A number for the draft: only what parses (half-typed text is kept in the form, not saved). */
export const draftAmount = (text: string | undefined): number | undefined => {
  const n = parseAmount(text);
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};

/**
 * A text field judged by a number schema of the contract (its messages), staying text in the
 * form: the step turns it into a number when it saves the draft.
 */
export const zAmountText = (schema: z.ZodType) =>
  z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      const checked = schema.safeParse(parseAmount(text));
      if (!checked.success)
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message });
    });
