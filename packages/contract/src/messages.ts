// Every validation message of spec section 5, word for word (typos included: they are the contract).
// Messages the spec does not give are marked "ours".

export const MESSAGES = {
  phone:
    "Phone number must be at least 5 characters long and contain only numbers (and optional '+' at the start).",
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Invalid email format',
  pictureInvalid: 'Invalid picture URL',
  orgNameMax: 'Organization name must be up to 100 characters',
  orgNameRequired: 'Organization name is required', // ours
  orgTypeInvalid: 'Choose an organisation type', // ours
  addressShort: 'Address is too short',
  cityShort: 'City name is too short',
  tinShort: 'Tin number is too short',
  passwordMin: 'Password must be at least 6 characters',
  passwordConfirm: 'Please confirm your password',
  passwordsMatch: 'Passwords must match.',
  categoryNameEmpty: 'Category name cannot be empty',
  categoryDescriptionMin: 'Category description must be at least 2 characters',
  parentIdInvalid: 'Invalid parent id',
  categoryImageInvalid: 'Invalid URL for image',
  profileNameRequired: 'Name is required.',
  profileAddressRequired: 'Address is required.',
  profileCityRequired: 'City is required.',
  profileEmailInvalid: 'Invalid email address.',
  profileCountryMin: 'Country must be at least 2 characters.',
  profilePictureInvalid: 'Invalid URL for picture.',
  profileTinMin: 'Tin number should be at least 5 character.',
  usernameMin: 'Username must be at least 3 characters long',
  usernameMax: 'Username can be up to 30 characters',
  usernameCharacters:
    'Username can use letters, numbers, dots, hyphens and underscores, and must start and end with a letter or number', // ours
  currentPasswordRequired: 'Enter your current password', // ours
  pictureNotOwn: 'Choose a picture you uploaded', // ours
  roleInvalid: 'Role must be ADMIN or USER', // ours
  tenantRoleInvalid: 'Role must be OWNER, ADMIN or USER', // ours
  locationNameRequired: 'Location name is required', // ours
  locationNameMax: 'Location name can be up to 100 characters', // ours
  timeRangeRequired: 'Delivery time rage is required.',
  otpInvalid: 'Enter the 6-digit code from the e-mail', // ours
  idInvalid: (entity: string) => `Invalid ${entity} id`, // ours: path ids are UUIDs
  sellerIdInvalid: 'Invalid seller id', // ours
  required: (field: string) => `${field} is required`, // ours
  echoInputMax: 'Input can be up to 200 characters', // ours
} as const;
