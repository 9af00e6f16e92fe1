// Every validation message of docs/product.md#validation is produced by the matching bad input.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGES,
  ZCreateCategoryRequest,
  ZCreateEmployeeRequest,
  ZDeliveryLocation,
  ZPasswordPair,
  ZPhoneNumber,
  ZProfileUpdateRequest,
  ZSignupRequest,
  ZUpdateUserRequest,
  ZVerifyOtpRequest,
  ZOtp,
  ZIdParams,
  ZCreateChatRoomRequest,
} from './index.ts';

/** Messages zod reports for `input`, keyed by dotted path. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const goodSignup = {
  phone_number: '+251911223344',
  full_name: 'Selam Tesfaye',
  email: 'selam@example.et',
  org_name: 'Selam Pharmacy',
  org_type: 'PHARMACY',
  address: 'Bole Road, House 12',
  city: 'Addis Ababa',
  tin_number: '0012345678',
};

const goodProfile = {
  name: 'Selam Pharmacy',
  email: 'info@selam.et',
  phone_number: '0911223344',
  address: 'Bole Road',
  city: 'Addis Ababa',
  country: 'Ethiopia',
  tin_number: '0012345678',
};

describe('phone number', () => {
  it.each(['1234', 'abcde', '12 345', '++12345', '12345+', ''])(
    'rejects %j with the spec message',
    (phone) => {
      expect(messagesOf(ZPhoneNumber, phone)['']).toContain(MESSAGES.phone);
    },
  );
  it.each(['12345', '+251911223344', '0911223344'])('accepts %j', (phone) => {
    expect(ZPhoneNumber.safeParse(phone).success).toBe(true);
  });
  it('words the message exactly as the spec does', () => {
    expect(MESSAGES.phone).toBe(
      "Phone number must be at least 5 characters long and contain only numbers (and optional '+' at the start).",
    );
  });
});

describe('sign-up', () => {
  it('accepts a complete sign-up', () => {
    expect(ZSignupRequest.safeParse(goodSignup).success).toBe(true);
  });
  it.each([
    ['full_name', '', 'Full name is required'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['email', '', 'Enter your e-mail address'],
    ['email', '   ', 'Enter your e-mail address'],
    ['email', undefined, 'Enter your e-mail address'],
    ['picture', 'not a url', 'Invalid picture URL'],
    ['org_name', 'x'.repeat(101), 'Organization name must be up to 100 characters'],
    ['address', 'abcd', 'Address is too short'],
    ['city', 'A', 'City name is too short'],
    ['tin_number', '1234', 'Tin number is too short'],
    ['phone_number', '12', MESSAGES.phone],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(ZSignupRequest, { ...goodSignup, [field]: value })[field]).toContain(message);
  });
  it('accepts org_name of exactly 100 characters', () => {
    expect(ZSignupRequest.safeParse({ ...goodSignup, org_name: 'x'.repeat(100) }).success).toBe(
      true,
    );
  });
  it('accepts every organisation type of the spec and rejects others', () => {
    for (const t of [
      'PHARMACY',
      'IMPORTER',
      'RETAIL_PHARMACY',
      'WHOLE_SELLER',
      'Distributor',
      'CLINIC',
      'HEALTH_CARE_PROVIDER',
      'GOVERNMENT_HEALTH_AGENCY',
      'NGO',
    ]) {
      expect(ZSignupRequest.safeParse({ ...goodSignup, org_type: t }).success).toBe(true);
    }
    expect(ZSignupRequest.safeParse({ ...goodSignup, org_type: 'DISTRIBUTOR' }).success).toBe(
      false,
    );
  });
  it('normalises e-mail case and whitespace', () => {
    expect(ZSignupRequest.parse({ ...goodSignup, email: '  Selam@Example.ET ' }).email).toBe(
      'selam@example.et',
    );
  });

  const { org_name, org_type, address, city, tin_number, ...person } = goodSignup;
  it('accepts a sign-up without any organisation field (the pharmacy comes after verification)', () => {
    expect(ZSignupRequest.parse(person)).toEqual(person);
  });
  it('wants every organisation field once one is given, each with its own message', () => {
    expect(messagesOf(ZSignupRequest, { ...person, org_name })).toEqual({
      org_type: [MESSAGES.orgTypeInvalid],
      address: [MESSAGES.addressShort],
      city: [MESSAGES.cityShort],
      tin_number: [MESSAGES.tinShort],
    });
    expect(messagesOf(ZSignupRequest, { ...person, org_type, address, city, tin_number })).toEqual({
      org_name: [MESSAGES.orgNameRequired],
    });
  });
  it('reports the missing organisation fields along with every other failed field', () => {
    expect(messagesOf(ZSignupRequest, { ...person, email: 1, org_type: 'BANK' })).toEqual({
      email: [MESSAGES.emailInvalid],
      org_type: [MESSAGES.orgTypeInvalid],
      org_name: [MESSAGES.orgNameRequired],
      address: [MESSAGES.addressShort],
      city: [MESSAGES.cityShort],
      tin_number: [MESSAGES.tinShort],
    });
    expect(ZSignupRequest.safeParse('nope').success).toBe(false);
  });
  it('still checks a given organisation field while reporting the missing ones', () => {
    expect(
      messagesOf(ZSignupRequest, { ...person, full_name: undefined, org_name, city: 'A' }),
    ).toEqual({
      full_name: [MESSAGES.fullNameRequired],
      city: [MESSAGES.cityShort],
      org_type: [MESSAGES.orgTypeInvalid],
      address: [MESSAGES.addressShort],
      tin_number: [MESSAGES.tinShort],
    });
  });
});

describe('password', () => {
  it('password min 6', () => {
    expect(
      messagesOf(ZPasswordPair, { password: '12345', confirm_password: '123456' }).password,
    ).toContain('Password must be at least 6 characters');
  });
  it('confirmation min 6', () => {
    expect(
      messagesOf(ZPasswordPair, { password: '123456', confirm_password: '123' }).confirm_password,
    ).toContain('Please confirm your password');
  });
  it('both must match', () => {
    expect(
      messagesOf(ZPasswordPair, { password: '123456', confirm_password: '654321' })
        .confirm_password,
    ).toContain('Passwords must match.');
  });
  it('verify-otp applies the same rules and a 6-digit code', () => {
    const m = messagesOf(ZVerifyOtpRequest, {
      otp: '12a',
      email: 'a@b.co',
      password: 'secret1',
      confirm_password: 'secret2',
    });
    expect(m.otp).toContain(MESSAGES.otpInvalid);
    expect(m.confirm_password).toContain('Passwords must match.');
    expect(ZOtp.safeParse('123456').success).toBe(true);
  });
});

describe('category', () => {
  const good = { name: 'Antibiotics', description: 'Anti-infective medicines' };
  it.each([
    ['name', '', 'Category name cannot be empty'],
    ['description', 'x', 'Category description must be at least 2 characters'],
    ['parent_id', 'not-a-uuid', 'Invalid parent id'],
    ['image', 'nope', 'Invalid URL for image'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(ZCreateCategoryRequest, { ...good, [field]: value })[field]).toContain(
      message,
    );
  });
  it('defaults status to ACTIVE', () => {
    expect(ZCreateCategoryRequest.parse(good).status).toBe('ACTIVE');
  });
});

describe('profile update', () => {
  it('accepts a complete profile with ACTIVE by default', () => {
    expect(ZProfileUpdateRequest.parse(goodProfile).status).toBe('ACTIVE');
  });
  it.each([
    ['name', '', 'Name is required.'],
    ['address', '', 'Address is required.'],
    ['city', '', 'City is required.'],
    ['email', 'x@', 'Invalid email address.'],
    ['country', 'E', 'Country must be at least 2 characters.'],
    ['picture', 'ftp:/x', 'Invalid URL for picture.'],
    ['tin_number', '123', 'Tin number should be at least 5 character.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(ZProfileUpdateRequest, { ...goodProfile, [field]: value })[field]).toContain(
      message,
    );
  });
});

describe('user update and employees', () => {
  it.each([
    ['username', 'ab', 'Username must be at least 3 characters long'],
    ['username', 'x'.repeat(31), 'Username can be up to 30 characters'],
    ['full_name', '', 'Full name is required'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(ZUpdateUserRequest, { [field]: value })[field]).toContain(message);
  });
  it('accepts usernames of 3 and 30 characters', () => {
    expect(ZUpdateUserRequest.safeParse({ username: 'abc' }).success).toBe(true);
    expect(ZUpdateUserRequest.safeParse({ username: 'x'.repeat(30) }).success).toBe(true);
  });
  it('employee role is ADMIN or USER', () => {
    const base = { phone_number: '0911223344', full_name: 'Abebe', email: 'abebe@example.et' };
    expect(ZCreateEmployeeRequest.safeParse({ ...base, role: 'ADMIN' }).success).toBe(true);
    expect(ZCreateEmployeeRequest.safeParse({ ...base, role: 'USER' }).success).toBe(true);
    expect(messagesOf(ZCreateEmployeeRequest, { ...base, role: 'OWNER' }).role).toContain(
      MESSAGES.roleInvalid,
    );
  });
});

describe('delivery location', () => {
  it('location_name is 1 to 100 characters', () => {
    expect(
      messagesOf(ZDeliveryLocation, { location_name: '', time_range: '9-5' }).location_name,
    ).toContain(MESSAGES.locationNameRequired);
    expect(
      messagesOf(ZDeliveryLocation, { location_name: 'x'.repeat(101), time_range: '9-5' })
        .location_name,
    ).toContain(MESSAGES.locationNameMax);
  });
  it('time_range min 2 with the spec message (its typo included)', () => {
    expect(
      messagesOf(ZDeliveryLocation, { location_name: 'Bole', time_range: 'x' }).time_range,
    ).toContain('Delivery time rage is required.');
  });
});

describe('ids', () => {
  it('path ids are UUIDs', () => {
    expect(messagesOf(ZIdParams('post'), { id: '42' }).id).toContain('Invalid post id');
    expect(
      ZIdParams('post').safeParse({ id: '0b7f4a1e-8f0c-4a53-9a65-6ddc1b8a3b61' }).success,
    ).toBe(true);
  });
  it('chat seller_id is a UUID', () => {
    expect(messagesOf(ZCreateChatRoomRequest, { seller_id: 'x' }).seller_id).toContain(
      MESSAGES.sellerIdInvalid,
    );
  });
});
