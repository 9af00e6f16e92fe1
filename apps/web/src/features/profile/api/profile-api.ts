import { useMutation } from '@tanstack/react-query';
import type {
  TChangePasswordRequest,
  TMessageResponse,
  TUpdateUserRequest,
  TUser,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { adoptMyUser } from '../../../lib/me.ts';

/** PUT /user/{id} on my own account; the stored user info (avatar menu, greetings) follows. */
export function useUpdateMyProfile(userId: string) {
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) =>
      api<TUser>({ method: 'PUT', path: `/user/${userId}`, body }),
    onSuccess: adoptMyUser,
  });
}

/** POST /user/password: every other session of the account ends; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      api<TMessageResponse>({
        method: 'POST',
        path: '/user/password',
        body,
        redirectOnForbidden: false,
      }),
  });
}
