// The invitations addressed to me (components/invitations/): the notice, each invitation, the
// decline question and the joined dialog. English defines the keys (docs/i18n.md).
export default {
  invitedYou: { one: 'A pharmacy invited you', other: '{count} pharmacies invited you' },
  invitationsTo:
    'Invitations to {email}. You join a pharmacy only when you accept; until then it sees just the address it invited.',
  invitationsForYou: 'Invitations for you',
  checking: 'Checking invitations',
  pagerNoun: 'invitations',
  invitationTo: 'Invitation to {name}',
  invitedBy: 'Invited by {name}',
  invited: 'Invited',
  expiredOn: 'Expired {date}',
  expiresSoon: 'Expires in less than a minute',
  expiresInMinutes: { one: 'Expires in {count} minute', other: 'Expires in {count} minutes' },
  expiresInHours: { one: 'Expires in {count} hour', other: 'Expires in {count} hours' },
  expiresInDays: { one: 'Expires in {count} day', other: 'Expires in {count} days' },
  expiresOn: 'Expires {date}',
  decline: 'Decline',
  accept: 'Accept',
  declineNamed: 'Decline the invitation to {name}',
  acceptNamed: 'Accept the invitation to {name}',
  declineQuestion: 'Decline the invitation to {name}?',
  declineQuestionUnnamed: 'Decline the invitation to this pharmacy?',
  declineText:
    'You will not join {name}. The pharmacy sees that you declined; it can invite you again later.',
  youJoined: 'You joined {name}',
  nowOwner:
    'You are now an Owner of {name}. Switch to it to see its stock, sales and staff; you can change organisation any time from My organisations.',
  nowAdmin:
    'You are now an Admin of {name}. Switch to it to see its stock, sales and staff; you can change organisation any time from My organisations.',
  nowMember:
    'You are now a Member of {name}. Switch to it to see its stock, sales and staff; you can change organisation any time from My organisations.',
  notNow: 'Not now',
  switchTo: 'Switch to {name}',
} as const;
