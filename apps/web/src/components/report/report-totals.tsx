import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@dawa/contract';
import { useWords } from '../../i18n/words.ts';
import { reportWords } from '../../i18n/report/index.ts';

export interface ReportTotal {
  key: string;
  /** The measure's words ("Views"), from the report's catalogue. */
  label: string;
  /** The server's total for the period (never added up here: docs/reports.md). */
  value: number;
}

/**
 * The period's totals as cards, two abreast on a phone and one row on a desk. `totals` undefined:
 * still loading (shapes where the figures will be).
 */
export function ReportTotals({
  totals,
  count,
}: {
  totals: ReportTotal[] | undefined;
  count: number;
}) {
  const t = useWords(reportWords);
  return (
    <Box
      component="section"
      aria-label={t('totals')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${count}, minmax(0, 1fr))`,
        },
        mb: 2.5,
      }}
    >
      {totals === undefined
        ? Array.from({ length: count }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))
        : totals.map((total) => (
            <Card key={total.key} variant="outlined">
              <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                <Typography color="textSecondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {total.label}
                </Typography>
                <Typography
                  component="p"
                  variant="h4"
                  sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                  data-total={total.key}
                >
                  {formatNumber(total.value)}
                </Typography>
              </CardContent>
            </Card>
          ))}
    </Box>
  );
}
