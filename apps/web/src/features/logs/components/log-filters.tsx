import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, type TAuditAction } from '@dawa/contract';
import type { LogFilter } from '../api/logs-api.ts';

export interface Person {
  id: string;
  fullName: string;
}

/** "Everyone" / "All actions" show in the field rather than an empty box. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS) as [TAuditAction, string][];

/** Person, action and date range; each change is applied at once (and kept in the URL). */
export function LogFilters({
  filter,
  people,
  onChange,
  onClear,
  isFiltered,
}: {
  filter: LogFilter;
  /** The pharmacy's members; null where there is no list to pick from (the platform log). */
  people: Person[] | null;
  onChange: (patch: Partial<LogFilter>) => void;
  onClear: () => void;
  isFiltered: boolean;
}) {
  const isRangeBad = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const field = { size: 'small', sx: { minWidth: { xs: '100%', sm: 180 } } } as const;
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Filter the log"
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
          label="Person"
          slotProps={EMPTY_SHOWN}
          value={people.some((p) => p.id === filter.actor) ? filter.actor : ''}
          onChange={(event) => onChange({ actor: event.target.value })}
        >
          <MenuItem value="">Everyone</MenuItem>
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
        label="Action"
        slotProps={EMPTY_SHOWN}
        value={ACTIONS.some(([name]) => name === filter.action) ? filter.action : ''}
        onChange={(event) => onChange({ action: event.target.value })}
      >
        <MenuItem value="">All actions</MenuItem>
        {ACTIONS.map(([name, label]) => (
          <MenuItem key={name} value={name}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        type="date"
        label="From"
        value={filter.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        type="date"
        label="To"
        value={filter.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={isRangeBad}
        helperText={isRangeBad ? AUDIT_MESSAGES.rangeInvalid : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {isFiltered && (
        <Button
          onClick={onClear}
          startIcon={<FilterAltOffOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
