import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@dawa/contract';
import { termsWords } from '../../i18n/terms/index.ts';
import { useWords } from '../../i18n/words.ts';
import { TERMS_SECTIONS, termsEffectiveYear } from './terms-sections.ts';

/** The policy's text; the caller supplies the h1 (page) or the dialog title. */
export function TermsContent({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useWords(termsWords);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('effective', { year: String(termsEffectiveYear()) })}
      </Typography>
      <Box component="nav" aria-label={t('sections')} sx={{ mb: 4 }}>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {TERMS_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{t(s.heading)}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {TERMS_SECTIONS.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{ mb: 3, scrollMarginTop: 80 }}
        >
          <Typography
            id={`${section.id}-title`}
            variant="h3"
            component={headingLevel}
            sx={{ mb: 1 }}
          >
            {index + 1}. {t(section.heading)}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {t(p, { product: PRODUCT_NAME })}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
