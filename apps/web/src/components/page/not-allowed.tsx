import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { pageWords } from '../../i18n/page/index.ts';
import { useWords } from '../../i18n/words.ts';

/** A screen the user's role does not open: plainly "not allowed", why, and what to do instead. */
export function NotAllowed({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const t = useWords(pageWords);
  return (
    <Card sx={{ maxWidth: 560 }} role="alert">
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <BlockOutlined color="error" aria-hidden />
        <div>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {t('notAllowed')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: action ? 2 : 0 }}>
            {children}
          </Typography>
          {action}
        </div>
      </CardContent>
    </Card>
  );
}
