// The sign-in form's schema on its own, for a dynamic import: /login draws before zod arrives.
export { ZLoginWithPasswordRequest } from '@dawa/contract';
