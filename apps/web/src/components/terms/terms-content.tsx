import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TERMS_SECTIONS, termsEffectiveYear } from './terms-sections.ts';

/** The policy's text; the caller supplies the h1 (page) or the dialog title. */
export function TermsContent({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Effective from 1 January {termsEffectiveYear()}. Please read these terms before using the
        service.
      </Typography>
      <Box component="nav" aria-label="Sections" sx={{ mb: 4 }}>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {TERMS_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.heading}</Link>
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
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p.slice(0, 24)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
