const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Dates as DESIGN.md writes them: "12 Mar 2027". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** Up to two initials of a name, for avatars without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A phone number grouped for reading aloud: Ethiopian numbers as "+251 91 122 3344" and
 * "091 122 3344"; any other number is shown as the seller typed it.
 */
export function formatPhone(phone: string): string {
  const international = /^\+251(\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (international) return `+251 ${international.slice(1).join(' ')}`;
  const national = /^0(\d{2})(\d{3})(\d{4})$/.exec(phone);
  if (national) return `0${national.slice(1).join(' ')}`;
  return phone;
}

/** The `tel:` link of a number as stored (digits with an optional leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
