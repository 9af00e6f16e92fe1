import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { profileChanges } from './profile-changes.ts';

describe('profileChanges', () => {
  const user = createTestUser({
    fullName: 'Selam Tesfaye',
    username: 'selam',
    phoneNumber: '+251911000000',
    picture: 'https://lh3.googleusercontent.com/a/photo',
  });

  it('sends the name alone when nothing else changed (a Google picture is not re-checked)', () => {
    expect(
      profileChanges(
        {
          full_name: 'Selam Tesfaye',
          username: 'selam',
          phone_number: '+251911000000',
          picture: user.picture ?? undefined,
        },
        user,
      ),
    ).toEqual({ full_name: 'Selam Tesfaye' });
  });

  it('sends what changed: a new username, phone and uploaded picture', () => {
    expect(
      profileChanges(
        {
          full_name: 'Selam T.',
          username: 'selam.t',
          phone_number: '+251922000000',
          picture: '/api/files/u/me/photo.webp',
        },
        user,
      ),
    ).toEqual({
      full_name: 'Selam T.',
      username: 'selam.t',
      phone_number: '+251922000000',
      picture: '/api/files/u/me/photo.webp',
    });
  });

  it('removes a picture, and only one there is', () => {
    expect(profileChanges({ full_name: 'Selam', picture: null }, user)).toEqual({
      full_name: 'Selam',
      picture: null,
    });
    expect(
      profileChanges({ full_name: 'Selam', picture: null }, createTestUser({ picture: null })),
    ).toEqual({ full_name: 'Selam' });
  });

  it('leaves out blanks, and never sends an e-mail', () => {
    const body = profileChanges(
      { full_name: 'Hana', username: '', phone_number: undefined, picture: '' },
      createTestUser({ username: null, phoneNumber: null }),
    );
    expect(body).toEqual({ full_name: 'Hana' });
    expect(body).not.toHaveProperty('email');
  });
});
