// The members and invitations lists' columns (features/members/components/*-table/-views.tsx).
// The rest of the members screens join this namespace as they move (docs/i18n.md).
export default {
  name: 'Name',
  phone: 'Phone',
  role: 'Role',
  joined: 'Joined',
  joinedOn: 'Joined {date}',
  actions: 'Actions',
  invited: 'Invited',
  invitedBy: 'Invited by',
  sent: 'Sent',
  sentOn: 'Sent {date}',
  sentOnBy: 'Sent {date} by {name}',
  status: 'Status',
  when: 'When',
} as const;
