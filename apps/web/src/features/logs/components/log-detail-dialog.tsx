import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TAuditEntry } from '@dawa/contract';
import { FactList } from '../../../components/page/fact-list.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { actionWords } from '../action-words.ts';
import { logWords } from '../i18n/index.ts';
import { formatWhen, subjectOf, whoOf } from './log-columns.tsx';

/** One entry in full: who, when, from where, and before/after field by field. */
export function LogDetailDialog({
  entry,
  onClose,
}: {
  entry: TAuditEntry | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const changes = entry?.changes ?? [];
  const t = useWords(logWords);
  const locale = useLocale();
  return (
    <Dialog open={entry !== null} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm">
      {entry && (
        <>
          <DialogTitle>{actionWords(t, entry)}</DialogTitle>
          <DialogContent dividers>
            <FactList
              facts={[
                [t('when'), formatWhen(locale, entry.createdAt)],
                [
                  t('who'),
                  entry.actor ? `${entry.actor.fullName} (${entry.actor.email})` : whoOf(t, entry),
                ],
                [t('what'), subjectOf(t, entry)],
                [t('address'), entry.ip ?? '—'],
                [t('device'), entry.userAgent ?? '—'],
              ]}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {t('beforeAndAfter')}
            </Typography>
            {changes.length === 0 ? (
              <Typography color="textSecondary">{t('noValues')}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('beforeAndAfter')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('field')}</TableCell>
                      <TableCell>{t('before')}</TableCell>
                      <TableCell>{t('after')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {changes.map((change) => (
                      <TableRow key={change.field}>
                        <TableCell sx={{ fontWeight: 600 }}>{change.label}</TableCell>
                        <TableCell
                          sx={{
                            overflowWrap: 'anywhere',
                            ...(change.before !== null &&
                              change.after !== null && {
                                textDecoration: 'line-through',
                                color: 'text.secondary',
                              }),
                          }}
                        >
                          {change.before ?? '—'}
                        </TableCell>
                        <TableCell
                          sx={{
                            overflowWrap: 'anywhere',
                            ...(change.before !== null && { fontWeight: 600 }),
                          }}
                        >
                          {change.after ?? '—'}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
