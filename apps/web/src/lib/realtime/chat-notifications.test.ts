import { describe, expect, it } from 'vitest';
import { messagePreview } from './chat-notifications.ts';

// Issue 31: chat previews printed "ETB 3800.00"; an offer reads as the app writes money.
describe('messagePreview', () => {
  it("writes an offer's money as the app does, also for offers stored in the old form", () => {
    expect(
      messagePreview({
        message_type: 'OFFER',
        message: 'Offer: 2 × ETB 3800.00 for Gloves (total ETB 7600.00)',
      }),
    ).toBe('Offer: 2 × ETB 3,800 for Gloves (total ETB 7,600)');
    expect(
      messagePreview({
        message_type: 'OFFER',
        message: 'Offer accepted: 10 × ETB 115.50 for Gauze (total ETB 1155.00)',
      }),
    ).toBe('Offer accepted: 10 × ETB 115.50 for Gauze (total ETB 1,155)');
  });

  it('leaves what the server already wrote, and other messages, alone', () => {
    const offer = 'Offer: 2 × ETB 3,800 for Gloves (total ETB 7,600)';
    expect(messagePreview({ message_type: 'OFFER', message: offer })).toBe(offer);
    expect(messagePreview({ message_type: 'TEXT', message: 'ETB 3800.00?' })).toBe('ETB 3800.00?');
  });
});
