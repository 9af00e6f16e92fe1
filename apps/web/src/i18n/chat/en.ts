// The shared chat parts' words (components/chat/): the listing's "Chat with seller". The chat
// screens' own words are features/chat/i18n (docs/i18n.md).
export default {
  chatWithSeller: 'Chat with seller',
} as const;
