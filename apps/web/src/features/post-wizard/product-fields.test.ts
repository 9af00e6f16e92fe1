import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@dawa/contract';
import { expiryText, minOrderIssue, productToDraft, zExpiryText } from './product-fields.ts';

describe("the detail step's product fields (issue 31)", () => {
  it('keeps a month as its last day in the draft, and shows it back as the month', () => {
    expect(productToDraft({ expiry_date: '2031-02' }).expiry_date).toBe('2031-02-28');
    expect(productToDraft({ expiry_date: '2031-02-1' }).expiry_date).toBeUndefined();
    expect(expiryText('2031-02-28')).toBe('2031-02');
    expect(expiryText('2031-02-27')).toBe('2031-02-27');
    expect(productToDraft({ quantity_available: '1,200', min_order_quantity: '' })).toMatchObject({
      quantity_available: 1200,
      min_order_quantity: undefined,
    });
  });

  it("judges the date and the minimum order with the contract's messages", () => {
    const messages = (text: string) =>
      zExpiryText.safeParse(text).error?.issues.map((i) => i.message) ?? [];
    expect(messages('')).toEqual([]);
    expect(messages('2199-12')).toEqual([]);
    expect(messages('2031-13')).toEqual([POST_MESSAGES.expiryDateInvalid]);
    expect(messages('2001-01')).toEqual([POST_MESSAGES.expiryDatePast]);
    expect(minOrderIssue({ quantity_available: '5', min_order_quantity: '6' })).toBe(
      POST_MESSAGES.minOrderAboveQuantity,
    );
    expect(minOrderIssue({ quantity_available: '', min_order_quantity: '6' })).toBeNull();
  });
});
