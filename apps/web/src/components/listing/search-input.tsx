import Box from '@mui/material/Box';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { POST_SEARCH_KEY_MAX } from '@dawa/contract';

/**
 * The marketplace's search box: a native search input in the theme's shape. (MUI's TextField
 * brings its select and menu machinery along, ~13 KB gzip, for one plain field.)
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  name,
  sx,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The input's accessible name. */
  label: string;
  placeholder?: string;
  /** The field's name when it sits in a form the browser may send itself (before the app runs). */
  name?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 42,
        border: 1,
        borderColor: 'divider',
        borderRadius: '10px',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.vars.palette.primary.main}`,
        },
        ...sx,
      }}
    >
      <SearchOutlined fontSize="small" aria-hidden />
      <Box
        component="input"
        type="search"
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        // Typed into the server's drawing of the page before the app ran (React keeps what the
        // box holds while it takes the drawing over): searched for as typed.
        ref={(input: HTMLInputElement | null) => {
          if (input && input.value !== value) onChange(input.value);
        }}
        aria-label={label}
        name={name}
        placeholder={placeholder}
        maxLength={POST_SEARCH_KEY_MAX}
        autoComplete="off"
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
    </Box>
  );
}
