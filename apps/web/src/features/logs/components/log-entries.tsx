import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAuditEntry } from '@dawa/contract';

export const formatWhen = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export const whoOf = (entry: TAuditEntry): string => entry.actor?.fullName ?? 'Nobody signed in';

/** What the entry is about, named: "Listing “Paracetamol 500 mg”", "Member Dawit Alemu". */
export const subjectOf = (entry: TAuditEntry): string =>
  entry.subject.name === null
    ? entry.subject.kind
    : `${entry.subject.kind} “${entry.subject.name}”`;

interface EntriesProps {
  entries: TAuditEntry[];
  isStale: boolean;
  onOpen: (entry: TAuditEntry) => void;
}

/** Desks: a table with a sticky header; a row opens the entry. */
export function LogTable({ entries, isStale, onOpen }: EntriesProps) {
  return (
    <Card>
      <TableContainer sx={{ maxHeight: '70vh', opacity: isStale ? 0.6 : 1 }}>
        <Table stickyHeader size="small" aria-label="Log entries">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>What</TableCell>
              <TableCell>From where</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow
                key={entry.id}
                hover
                tabIndex={0}
                aria-label={`${entry.actionLabel} by ${whoOf(entry)}, ${formatWhen(entry.createdAt)}: show details`}
                onClick={() => onOpen(entry)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onOpen(entry);
                  }
                }}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatWhen(entry.createdAt)}
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{whoOf(entry)}</Typography>
                  {entry.actor && (
                    <Typography variant="caption" color="textSecondary">
                      {entry.actor.email}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{entry.actionLabel}</TableCell>
                <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{subjectOf(entry)}</Typography>
                  {entry.summary !== '' && (
                    <Typography variant="caption" color="textSecondary" component="p">
                      {entry.summary}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{entry.ip ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** Phones: one card per entry, nothing wider than the screen. */
export function LogCards({ entries, isStale, onOpen }: EntriesProps) {
  return (
    <Stack
      spacing={1.5}
      component="ul"
      sx={{ p: 0, m: 0, listStyle: 'none', opacity: isStale ? 0.6 : 1 }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.id}>
          <Card>
            <CardActionArea onClick={() => onOpen(entry)}>
              <CardContent sx={{ py: 1.5 }}>
                <Typography variant="subtitle2" component="p">
                  {entry.actionLabel}
                </Typography>
                <Typography variant="body2">{whoOf(entry)}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {subjectOf(entry)}
                </Typography>
                {entry.summary !== '' && (
                  <Typography
                    variant="body2"
                    color="textSecondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {entry.summary}
                  </Typography>
                )}
                <Typography variant="caption" color="textSecondary" component="p">
                  {formatWhen(entry.createdAt)} · {entry.ip ?? 'unknown address'}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
