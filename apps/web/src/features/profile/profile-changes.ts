import type { TUpdateUserRequest, TUser } from '@dawa/contract';

/** What the profile form holds: blanks for what the account has not set yet. */
export interface ProfileFormValues {
  full_name: string;
  username?: string | undefined;
  phone_number?: string | undefined;
  /** An upload's address; null once the user removed their picture. */
  picture?: string | null | undefined;
}

/**
 * The PUT /user/{id} body for what the form changed. The name always goes (it is required); a
 * field left blank or unchanged is not sent, so the API is never asked to re-check a value it
 * already holds: a picture from the Google account, say, which is not one of the user's uploads
 * and would be refused as a new one. The e-mail never travels here (it changes with a code).
 */
export function profileChanges(values: ProfileFormValues, user: TUser): TUpdateUserRequest {
  const body: TUpdateUserRequest = { full_name: values.full_name };
  const changed = (value: string | undefined, current: string | null) =>
    value !== undefined && value !== '' && value !== current;
  if (changed(values.username, user.username)) body.username = values.username;
  if (changed(values.phone_number, user.phoneNumber)) body.phone_number = values.phone_number;
  if (values.picture === null) {
    if (user.picture !== null) body.picture = null;
  } else if (changed(values.picture, user.picture)) body.picture = values.picture;
  return body;
}
