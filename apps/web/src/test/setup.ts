import { afterEach } from 'vitest';

// Every test starts from empty browser storage, as a first visit would.
// Cookies are expired with a past date: happy-dom 20 keeps a `Max-Age=0` cookie with an empty
// value instead of removing it (browsers remove it).
afterEach(() => {
  // A test of the server's drawing runs without a browser (entry-server.test.tsx).
  if (typeof document === 'undefined') return;
  localStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  });
});
