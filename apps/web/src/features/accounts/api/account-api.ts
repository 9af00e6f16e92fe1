import type {
  TMessageResponse,
  TResetPasswordRequest,
  TSessionResponse,
  TSignupRequest,
  TVerifyOtpRequest,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';

// The e-mail account calls of docs/product.md#api-calls (and POST /tenants for the wizard's last step).
// Answers never say whether an e-mail is registered: pages show the API's message as it is.

export const signUp = (body: TSignupRequest) =>
  api<TMessageResponse>({ method: 'POST', path: '/signup', body });

export const sendVerificationCode = (email: string) =>
  api<TMessageResponse>({ method: 'POST', path: '/send-otp-verification-code', body: { email } });

export const verifyEmail = (body: TVerifyOtpRequest) =>
  api<TMessageResponse>({ method: 'POST', path: '/verify-otp', body });

export const signInWithPassword = (email: string, password: string) =>
  api<TSessionResponse>({ method: 'POST', path: '/login', body: { email, password } });

/** The answer's `otp` (outside production only) is deliberately not used: the code is in the mail. */
export const requestPasswordReset = (email: string) =>
  api<TMessageResponse>({ method: 'POST', path: '/send-email-reset-password', body: { email } });

export const resetPassword = (body: TResetPasswordRequest) =>
  api<TMessageResponse>({ method: 'POST', path: '/reset-password', body });
