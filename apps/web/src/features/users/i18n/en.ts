// The platform's users list's columns (features/users/components/users-views.tsx). The rest of
// the screen joins this namespace as it moves (docs/i18n.md).
export default {
  user: 'User',
  username: 'Username',
  status: 'Status',
  joined: 'Joined',
  joinedOn: 'Joined {date}',
  joinedOnAs: 'Joined {date} · @{username}',
  access: 'Access',
} as const;
