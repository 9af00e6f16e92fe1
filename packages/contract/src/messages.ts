// Every validation message of docs/product.md#validation, word for word (typos included: they are the contract).
// Messages the spec does not give are marked "ours".

export const MESSAGES = {
  phone:
    "Phone number must be at least 5 characters long and contain only numbers (and optional '+' at the start).",
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Invalid email format',
  emailRequired: 'Enter your e-mail address', // ours: an empty field is not a wrong address
  pictureInvalid: 'Invalid picture URL',
  languageInvalid: 'Choose English (en) or Amharic (am)', // ours
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

/** Chat (issue 14); all ours. */
export const CHAT_MESSAGES = {
  roomNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  offerNotFound: 'Offer not found',
  listingNotFound: 'Listing not found',
  cannotChatWithSelf: 'You cannot start a conversation with yourself',
  ownOrganisationListing:
    "This is your organisation's listing: buyers' questions about it reach you in Messages",
  sellerUnavailable: 'This seller is not available',
  messageRequired: 'Message is required',
  messageMax: 'Message can be up to 2000 characters',
  messageTypeInvalid: 'Message type must be TEXT, IMAGE or LISTING',
  imageRequired: 'Choose an image to send',
  imageNotOwn: 'Choose an image you uploaded',
  listingRequired: 'Choose a listing to send',
  listingNotInRoom: 'Send a listing of yours or of the person you are talking to',
  clientIdInvalid: 'client_id must be a UUID',
  clientIdReused: 'This client_id was already used in another conversation',
  cursorInvalid: 'Invalid cursor',
  rateLimited: 'You are sending messages too fast. Wait a minute and try again.',
  blockedByMe: 'You blocked this conversation. Unblock it to send messages.',
  blockedByOther: 'You cannot send messages in this conversation.',
  reportReasonRequired: 'Tell us what is wrong with this conversation',
  reportReasonMax: 'Reason can be up to 1000 characters',
  alreadyReported: 'You already reported this conversation',
  reported: 'Thank you. Our moderators will review this conversation.',
  wsUpgradeRequired: 'Connect to /api/ws with a WebSocket',
  wsBadFrame: 'Frames must be JSON objects the chat protocol knows',
  offerQuantityInvalid: 'Quantity must be a whole number above 0',
  /** Quantity × unit price past what is counted exactly in santim (docs/money.md). */
  offerTotalTooHigh: 'The total of this offer is too high',
  offerOwnListing: 'You cannot make an offer on your own listing',
  offerListingNotInRoom: "Offers are made on the other member's listings",
  offerListingUnavailable: 'This listing is no longer available',
  offerStatusInvalid: 'Status must be ACCEPTED, DECLINED or WITHDRAWN',
  offerSellerOnly: 'Only the seller can accept or decline this offer',
  offerBuyerOnly: 'Only the buyer can withdraw this offer',
  offerNotPending: 'This offer was already answered',
} as const;
