import { afterEach } from 'vitest';

// Every test starts from empty browser storage, as a first visit would.
afterEach(() => {
  localStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
