import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { useWords } from '../../../i18n/words.ts';
import { actionChoices } from '../action-words.ts';
import type { LogFilter } from '../api/logs-api.ts';
import { logWords } from '../i18n/index.ts';

export interface Person {
  id: string;
  fullName: string;
}

/** "Everyone" / "All actions" show in the field rather than an empty box. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Person, action and date range; each change is applied at once (and kept in the URL). */
export function LogFilters({
  filter,
  people,
  onChange,
  onClear,
  isFiltered,
  isRangeBad,
}: {
  filter: LogFilter;
  /** From after To: said on the To field (use-log-filter.ts leaves the end out of the request). */
  isRangeBad: boolean;
  /** The pharmacy's members; null where there is no list to pick from (the platform log). */
  people: Person[] | null;
  onChange: (patch: Partial<LogFilter>) => void;
  onClear: () => void;
  isFiltered: boolean;
}) {
  const t = useWords(logWords);
  const actions = actionChoices(t);
  const field = { size: 'small', sx: { minWidth: { xs: '100%', sm: 180 } } } as const;
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('filterLabel')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => event.preventDefault()}
    >
      {people !== null && (
        <TextField
          {...field}
          select
          label={t('person')}
          slotProps={EMPTY_SHOWN}
          value={people.some((p) => p.id === filter.actor) ? filter.actor : ''}
          onChange={(event) => onChange({ actor: event.target.value })}
        >
          <MenuItem value="">{t('everyone')}</MenuItem>
          {people.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.fullName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...field}
        select
        label={t('action')}
        slotProps={EMPTY_SHOWN}
        value={actions.some(([name]) => name === filter.action) ? filter.action : ''}
        onChange={(event) => onChange({ action: event.target.value })}
      >
        <MenuItem value="">{t('allActions')}</MenuItem>
        {actions.map(([name, label]) => (
          <MenuItem key={name} value={name}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        type="date"
        label={t('from')}
        value={filter.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        type="date"
        label={t('to')}
        value={filter.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={isRangeBad}
        helperText={isRangeBad ? t('rangeInvalid') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {isFiltered && (
        <Button
          onClick={onClear}
          startIcon={<FilterAltOffOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
