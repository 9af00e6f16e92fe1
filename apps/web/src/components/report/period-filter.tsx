import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TReportPeriod } from '@dawa/contract';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';
import { reportWords } from '../../i18n/report/index.ts';
import { formatReportDay } from './report-format.ts';
import {
  checkPeriod,
  PERIOD_PRESETS,
  presetOf,
  presetPeriod,
  type PeriodProblem,
} from './report-period.ts';

/**
 * The period of a report: the presets (Last 7 days, Last 30 days, This month, Last month) and the
 * two days. A pair of days is applied as soon as the contract's schema takes it; until then the
 * fields keep what was typed and say what is wrong. `problem` is the address's own (a link with a
 * period the API would refuse), shown until another period is chosen.
 */
export function PeriodFilter({
  period,
  today,
  problem,
  onChange,
}: {
  period: TReportPeriod;
  today: string;
  problem: PeriodProblem | null;
  onChange: (next: TReportPeriod) => void;
}) {
  // A new period from outside (a preset, Back) starts the fields again from it.
  return (
    <PeriodFields
      key={`${period.from}/${period.to}`}
      period={period}
      today={today}
      problem={problem}
      onChange={onChange}
    />
  );
}

function PeriodFields({
  period,
  today,
  problem: addressProblem,
  onChange,
}: {
  period: TReportPeriod;
  today: string;
  problem: PeriodProblem | null;
  onChange: (next: TReportPeriod) => void;
}) {
  const t = useWords(reportWords);
  const locale = useLocale();
  const [draft, setDraft] = useState(period);
  const [draftProblem, setDraftProblem] = useState<PeriodProblem | null>(null);
  const chosen = presetOf(period, today);
  const problem = draftProblem ?? addressProblem;

  const edit = (patch: Partial<TReportPeriod>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const checked = checkPeriod(next.from, next.to);
    setDraftProblem(checked.problem);
    if (checked.period) onChange(checked.period);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('period')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ mb: 2.5 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        role="group"
        aria-label={t('presets')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {PERIOD_PRESETS.map((preset) => (
          <Chip
            key={preset}
            label={t(preset)}
            clickable
            color={chosen === preset ? 'primary' : 'default'}
            variant={chosen === preset ? 'filled' : 'outlined'}
            aria-pressed={chosen === preset}
            onClick={() => onChange(presetPeriod(preset, today))}
          />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={t(end)}
            value={draft[end]}
            onChange={(event) => edit({ [end]: event.target.value })}
            error={problem !== null}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ flex: '1 1 140px', maxWidth: { sm: 200 } }}
          />
        ))}
      </Stack>
      {problem !== null ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t(problem)}
        </Typography>
      ) : (
        <Typography color="textSecondary" variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {t('periodShown', {
            from: formatReportDay(locale, period.from),
            to: formatReportDay(locale, period.to),
          })}
        </Typography>
      )}
    </Box>
  );
}
