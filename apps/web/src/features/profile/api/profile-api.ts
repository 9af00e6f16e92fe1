import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeResponse, TUpdateUserRequest, TUser } from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { meKey } from '../../../lib/me.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** PUT /user/{id} on my own account; the stored user info (avatar menu, greetings) follows. */
export function useUpdateMyProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) =>
      api<TUser>({ method: 'PUT', path: `/user/${userId}`, body }),
    onSuccess: (user) => {
      useAuthStore.getState().setUserInfo(user);
      client.setQueryData<TMeResponse>(meKey, (me) => (me ? { ...me, user } : me));
    },
  });
}
