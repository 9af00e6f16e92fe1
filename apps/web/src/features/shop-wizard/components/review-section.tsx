import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

/** One part of the review: a heading, an Edit link back to its step, and what was entered. */
export function ReviewSection({
  title,
  editTo,
  children,
}: {
  title: string;
  editTo: string;
  children: ReactNode;
}) {
  const t = useWords(shopWizardWords);
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ py: 2.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={editTo}
          size="small"
          startIcon={<EditOutlined />}
          aria-label={t('editSection', { section: title.toLowerCase() })}
        >
          {t('edit')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
