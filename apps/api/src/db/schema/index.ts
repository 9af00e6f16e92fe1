// The one schema of both drivers; each domain adds its file here.
export * from './audit.ts';
export * from './users.ts';
export * from './tenants.ts';
export * from './mail.ts';
export * from './categories.ts';
export * from './posts.ts';
export * from './chat.ts';
export * from './platform.ts';
export * from './idempotency.ts';
