import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useWords } from '../../../i18n/words.ts';
import { postWizardWords } from '../i18n/index.ts';

/** One part of the review: its title, an Edit link to its step, and its facts. */
export function ReviewSection({
  title,
  editTo,
  editState,
  hasIssues,
  children,
}: {
  title: string;
  editTo: string;
  /** Sent along to the step (its issues, shown under the fields). */
  editState?: unknown;
  hasIssues: boolean;
  children: ReactNode;
}) {
  const t = useWords(postWizardWords);
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.0625rem' }}>
            {title}
          </Typography>
          {hasIssues && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              icon={<ErrorOutlineOutlined />}
              label={t('needsAttention')}
            />
          )}
        </Box>
        <Button
          component={RouterLink}
          to={editTo}
          state={editState}
          size="small"
          startIcon={<EditOutlined />}
          aria-label={t('editSection', { section: title.toLowerCase() })}
          sx={{ flexShrink: 0 }}
        >
          {t('edit')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** A definition list of label/value rows: two columns from 600 px, stacked on phones. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  const isEmpty = value === undefined || value === null || value === '';
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="textSecondary"
        sx={{ mt: { xs: 1, sm: 0 } }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: isEmpty ? 400 : 500,
          color: isEmpty ? 'text.secondary' : 'text.primary',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
        }}
      >
        {isEmpty ? '—' : value}
      </Typography>
    </>
  );
}
