import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { errorMessage } from '../form/api-errors.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';

/**
 * A failed load: the reason in plain words and a Retry. Drawn like MUI's standard error `Alert`
 * with a plain Box (the marketplace's first view carries it; MUI's Alert is ~2 KB gzip more).
 */
export function ErrorState({
  error,
  onRetry,
  sx,
}: {
  error: unknown;
  onRetry: () => void;
  /** One style object or function (not an array). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  const t = useWords(layoutWords);
  const locale = useLocale();
  return (
    <Box
      role="alert"
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          px: 2,
          py: 0.75,
          borderRadius: '12px',
          // MUI's standard error Alert, in each theme.
          color: theme.vars.palette.Alert.errorColor,
          bgcolor: theme.vars.palette.Alert.errorStandardBg,
        }),
        sx ?? false,
      ]}
    >
      <Box aria-hidden sx={{ display: 'flex', mr: 1.5, py: '7px', fontSize: 22, opacity: 0.9 }}>
        <ErrorOutlineOutlined fontSize="inherit" color="error" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{errorMessage(error, locale)}</Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Box>
    </Box>
  );
}
