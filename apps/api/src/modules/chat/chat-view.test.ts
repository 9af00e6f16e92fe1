import { describe, expect, it } from 'vitest';
import { offerText } from './chat-view.ts';

// Issue 31: chat previews printed "ETB 3800.00"; an offer's text writes money as the app does.
describe('offerText', () => {
  it('writes whole amounts with thousands separators and no cents', () => {
    expect(offerText('PENDING', { title: 'Gloves', quantity: 2, unitMinor: 380_000 })).toBe(
      'Offer: 2 × ETB 3,800 for Gloves (total ETB 7,600)',
    );
  });
  it('keeps cents when there are any', () => {
    expect(offerText('ACCEPTED', { title: 'Gauze', quantity: 10, unitMinor: 11_550 })).toBe(
      'Offer accepted: 10 × ETB 115.50 for Gauze (total ETB 1,155)',
    );
  });
});
