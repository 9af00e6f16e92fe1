import Typography from '@mui/material/Typography';
import type { Locale, TAuditEntry } from '@dawa/contract';
import type { Column } from '../../../components/data-table/data-table.tsx';
import { formatDayMonthYear } from '../../../i18n/format.ts';
import type { T } from '../../../i18n/words.ts';
import { actionWords } from '../action-words.ts';
import type en from '../i18n/en.ts';

type LogT = T<typeof en>;

/** "12 Mar 2027, 14:05" / "12 ማርች 2027, 14:05", in the reader's time zone. */
export function formatWhen(locale: Locale, iso: string): string {
  const at = new Date(iso);
  const time = [at.getHours(), at.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return `${formatDayMonthYear(locale, at.getDate(), at.getMonth(), at.getFullYear())}, ${time}`;
}

export const whoOf = (t: LogT, entry: TAuditEntry): string =>
  entry.actor?.fullName ?? t('nobodySignedIn');

/**
 * What the entry is about, named: "Listing “Paracetamol 500 mg”", "Member “Dawit Alemu”". The
 * kind is the API's word (apps/api/src/modules/audit/log-wording.ts).
 */
export const subjectOf = (t: LogT, entry: TAuditEntry): string =>
  entry.subject.name === null
    ? entry.subject.kind
    : t('subjectNamed', { kind: entry.subject.kind, name: entry.subject.name });

/**
 * The log's columns (docs/data-table.md): on desks When, Who, Action, What, From where; on a
 * phone's card the action as its heading, then who, what changed, and when and from where.
 */
export function logColumns(t: LogT, locale: Locale): Column<TAuditEntry>[] {
  return [
    {
      key: 'when',
      header: t('when'),
      sortKey: 'createdAt',
      nowrap: true,
      card: 'none',
      cell: (entry) => <span className="tabular-nums">{formatWhen(locale, entry.createdAt)}</span>,
    },
    {
      key: 'who',
      header: t('who'),
      card: 'line',
      cell: (entry) => (
        <>
          <Typography variant="body2">{whoOf(t, entry)}</Typography>
          {entry.actor && (
            <Typography variant="caption" color="textSecondary">
              {entry.actor.email}
            </Typography>
          )}
        </>
      ),
      cardCell: (entry) => whoOf(t, entry),
    },
    {
      key: 'action',
      header: t('action'),
      card: 'title',
      cell: (entry) => actionWords(t, entry),
      cardCell: (entry) => (
        <Typography variant="subtitle2" component="p">
          {actionWords(t, entry)}
        </Typography>
      ),
    },
    {
      key: 'what',
      header: t('what'),
      maxWidth: 420,
      card: 'line',
      cell: (entry) => (
        <>
          <Typography variant="body2">{subjectOf(t, entry)}</Typography>
          {entry.summary !== '' && (
            <Typography variant="caption" color="textSecondary" component="p">
              {entry.summary}
            </Typography>
          )}
        </>
      ),
      cardCell: (entry) => subjectOf(t, entry),
    },
    {
      key: 'ip',
      header: t('fromWhere'),
      card: 'none',
      cell: (entry) => <span className="tabular-nums">{entry.ip ?? '—'}</span>,
    },
    // Phones only: the changes, then when and from where, under the card's other lines.
    {
      key: 'summary',
      header: t('what'),
      deskHidden: true,
      card: 'line',
      cell: (entry) => entry.summary,
    },
    {
      key: 'whenWhere',
      header: t('when'),
      deskHidden: true,
      card: 'line',
      cell: (entry) =>
        t('whenAndWhere', {
          when: formatWhen(locale, entry.createdAt),
          address: entry.ip ?? t('unknownAddress'),
        }),
    },
  ];
}
