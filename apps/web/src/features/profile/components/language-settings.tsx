import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, type TUser } from '@dawa/contract';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords, wordsIn } from '../../../i18n/words.ts';
import { notify } from '../../../lib/notify.ts';
import { switchLocale } from '../../../stores/locale-store.ts';
import { profileWords } from '../i18n/index.ts';

/**
 * The account's language (docs/decisions/024-language-per-account.md): chosen here or with the
 * top bar's switch, drawn at once on this device and saved to the account, so every device it
 * signs in on opens in it. Each language is offered in its own name ("አማርኛ").
 */
export function LanguageSettings({ user }: { user: TUser }) {
  const t = useWords(profileWords);
  const locale = useLocale();
  // The choice being applied: checked at once, while its words load and the account saves it.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const choose = async (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setChosen(value);
    try {
      const saved = await switchLocale(value);
      // Said in the language just chosen: its words are loaded by the switch.
      const said = wordsIn(profileWords, value);
      if (saved === 'failed') notify.error(said('languageNotSaved'));
      else notify.success(said('languageSaved'));
    } finally {
      setChosen(null);
    }
  };
  return (
    <Card component="section" aria-labelledby="profile-language-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="profile-language-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('languageTitle')}
        </Typography>
        <FormControl component="fieldset" disabled={chosen !== null}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('languageLabel')}
          </FormLabel>
          <RadioGroup
            row
            name="language"
            value={chosen ?? locale}
            onChange={(e) => void choose(e.target.value)}
            data-account-language={user.language ?? ''}
          >
            {LOCALES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={<span lang={option}>{LOCALE_NAMES[option]}</span>}
              />
            ))}
          </RadioGroup>
          <FormHelperText sx={{ mx: 0 }}>{t('languageHelp')}</FormHelperText>
        </FormControl>
      </CardContent>
    </Card>
  );
}
