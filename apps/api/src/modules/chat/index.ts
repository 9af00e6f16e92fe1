// The chat module's public face: what other modules may use (docs/modules.md).

// Messages per listing, counted by the seller's dashboard.
export { messagesPerPost } from './chat.repo.ts';
