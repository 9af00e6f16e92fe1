// The posts module's e-mails (expiry-sweep.ts), in English.
export default {
  expiredSubject: {
    one: '{product}: your listing passed its expiry date',
    other: '{product}: {count} of your listings passed their expiry date',
  },
  expiredHello: 'Hello {name},',
  expiredIntro: {
    one: 'This listing has passed the expiry date you gave and was taken off the marketplace:',
    other:
      'These listings have passed the expiry date you gave and were taken off the marketplace:',
  },
  expiredLine: '- {title} (expiry date {date}): {link}',
  expiredAdvice: {
    one: 'Buyers who saved it see it as no longer available. If you have fresh stock, edit the listing with its new expiry date and relist it from My listings.',
    other:
      'Buyers who saved them see them as no longer available. If you have fresh stock, edit the listing with its new expiry date and relist it from My listings.',
  },
} as const;
