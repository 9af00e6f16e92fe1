import { z } from 'zod';
import { ZPaginationQuery, ZStatus, zId } from './common.ts';
import { zPage } from './pagination.ts';
import { ZUser, ZUserSettings } from './users.ts';

/** GET /user/detail?id=… */
export const ZUserDetailQuery = z.object({ id: zId('user') });

export const ZUserIdParams = z.object({ id: zId('user') });

/** PUT /user/settings: the spec's new_joiner_actions.has_tenant. */
export const ZUpdateUserSettingsRequest = ZUserSettings;
export type TUpdateUserSettingsRequest = z.infer<typeof ZUpdateUserSettingsRequest>;

/** A user as platform administrators see them in GET /users. */
export const ZAdminUser = ZUser.extend({ isPlatformAdmin: z.boolean() });
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZUserListResponse = zPage(ZAdminUser);

/** GET /users: a page of users, optionally only those whose name, e-mail or username contains searchKey. */
export const ZUserListQuery = ZPaginationQuery.extend({
  searchKey: z.string().trim().max(100, 'Search can be up to 100 characters').optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;
export type TUserListResponse = z.infer<typeof ZUserListResponse>;

/** GET /auth/me: who the access token belongs to. */
export const ZMeResponse = z.object({ user: ZUser, isPlatformAdmin: z.boolean() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** PUT /users/{id}/status (platform administrators): INACTIVE signs the user out everywhere at once. */
export const ZUpdateUserStatusRequest = z.object({ status: ZStatus });
export type TUpdateUserStatusRequest = z.infer<typeof ZUpdateUserStatusRequest>;
