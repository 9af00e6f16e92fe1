import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useLocale } from '../../i18n/locale.tsx';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';
import { switchLocale } from '../../stores/locale-store.ts';

/**
 * The top bar's language switch: English ⇄ Amharic, remembered on this device (a cookie the server
 * reads) and, when signed in, on the account. An icon with the other language named in its label
 * and title, not a visible "አማርኛ": Ethiopic letters on an English page would make the browser fetch
 * the Ethiopic font for one word (docs/decisions/019-translations.md).
 */
export function LanguageToggle({ sx }: { sx?: SxProps<Theme> }) {
  const t = useWords(layoutWords);
  const locale = useLocale();
  const label = t('toOtherLanguage');
  return (
    <IconButton
      aria-label={label}
      sx={sx}
      title={label}
      color="inherit"
      data-testid="language-toggle"
      onClick={() => void switchLocale(locale === 'en' ? 'am' : 'en')}
    >
      <TranslateOutlined />
    </IconButton>
  );
}
