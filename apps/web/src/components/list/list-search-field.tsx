import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

/** The search box over an admin list (with useSearchParam): a magnifier, 100 characters at most. */
export function ListSearchField({
  value,
  onChange,
  placeholder,
  label,
  sx,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  /** The input's accessible name: "Search users". */
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      type="search"
      size="small"
      {...(sx && { sx })}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
        // The name belongs on the input itself, where assistive technology looks for it.
        htmlInput: { maxLength: 100, 'aria-label': label },
      }}
    />
  );
}
