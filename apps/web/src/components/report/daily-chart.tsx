import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatNumber } from '@dawa/contract';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { reportWords } from '../../i18n/report/index.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { formatReportDay, formatReportDayShort } from './report-format.ts';

// The report kit's chart (docs/decisions/025-charts.md): each measure's figure per day as bars,
// one small panel per measure with its own scale (views run in the hundreds where offers are a
// handful: on one scale the small measures would be a flat line). Drawn as SVG by hand: no chart
// library, a few kilobytes in the report's own chunk, colours from the theme's palette (dark mode
// follows), and as wide as its column at any width. Every figure is also in the report's table.

/** The palette colours a series may take (they read on light and dark paper). */
export type SeriesColour = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

export interface ChartSeries<Day> {
  key: string;
  /** The measure's words ("Views"), from the report's catalogue. */
  label: string;
  value: (day: Day) => number;
  colour: SeriesColour;
}

/** One column per day in the drawing's own units; the SVG stretches it to the panel's width. */
const STEP = 10;
const BAR = 8;
const HEIGHT = 100;

/**
 * Bars per day for each series, over `days` (every day of the period, zeros included, as the API
 * answers them). `days` undefined: still loading.
 */
export function DailyChart<Day extends { day: string }>({
  days,
  series,
}: {
  days: readonly Day[] | undefined;
  series: readonly ChartSeries<Day>[];
}) {
  const t = useWords(reportWords);
  return (
    <Box component="section" aria-labelledby="report-chart-heading" sx={{ mb: 3 }}>
      <Typography id="report-chart-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('chart')}
      </Typography>
      <Typography sx={visuallyHidden}>{t('chartTableHint')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {series.map((s) =>
          days === undefined ? (
            <Skeleton key={s.key} variant="rounded" height={160} />
          ) : (
            <SeriesPanel key={s.key} days={days} series={s} />
          ),
        )}
      </Box>
    </Box>
  );
}

function SeriesPanel<Day extends { day: string }>({
  days,
  series,
}: {
  days: readonly Day[];
  series: ChartSeries<Day>;
}) {
  const t = useWords(reportWords);
  const locale = useLocale();
  const theme = useTheme();
  // CSS variables: the same drawing is right in the light and the dark scheme (theme.palette is
  // always the light one, theme/create-app-theme.ts).
  const colour = theme.vars.palette[series.colour].main;
  const values = days.map(series.value);
  const peak = Math.max(0, ...values);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const summary =
    first && last
      ? t('chartSummary', {
          series: series.label,
          from: formatReportDay(locale, first),
          to: formatReportDay(locale, last),
        })
      : series.label;
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-series={series.key}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: colour, flex: 'none' }}
        />
        <Typography variant="subtitle2" component="h3" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {series.label}
        </Typography>
        {/* The top of the scale: the busiest day's figure. */}
        <Typography variant="caption" color="textSecondary" aria-hidden>
          {formatNumber(peak)}
        </Typography>
      </Box>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${Math.max(1, days.length) * STEP} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height: 96 }}
      >
        <line
          x1={0}
          x2={days.length * STEP}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          style={{ stroke: theme.vars.palette.divider }}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, i) => {
          const value = values[i] ?? 0;
          const height = peak === 0 ? 0 : (value / peak) * (HEIGHT - 4);
          return (
            <rect
              key={day.day}
              x={i * STEP + (STEP - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              style={{ fill: colour }}
            >
              <title>{`${formatReportDay(locale, day.day)}: ${formatNumber(value)}`}</title>
            </rect>
          );
        })}
      </Box>
      {first && last && (
        <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography variant="caption" color="textSecondary">
            {formatReportDayShort(locale, first)}
          </Typography>
          {last !== first && (
            <Typography variant="caption" color="textSecondary">
              {formatReportDayShort(locale, last)}
            </Typography>
          )}
        </Box>
      )}
    </Card>
  );
}
