import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { useWords } from '../../../i18n/words.ts';
import { accountWords } from '../i18n/index.ts';
import { useAccountTitle } from '../i18n/use-account-title.ts';

interface AccountCardProps {
  /** Defaults to the route table's title (which also names the document), in the reader's language. */
  title?: string;
  description: ReactNode;
  children: ReactNode;
  /** Links under the form ("Back to sign in"). */
  footer?: ReactNode;
}

/** A visitor's account page (codes, passwords): one narrow card, centred like /login. */
export function AccountCard({ title, description, children, footer }: AccountCardProps) {
  const routeTitle = useAccountTitle();
  return (
    <Container maxWidth="xs" disableGutters sx={{ py: { xs: 1, sm: 5 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {title ?? routeTitle}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
          {children}
        </CardContent>
      </Card>
      {footer && (
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            justifyContent: 'center',
            typography: 'body2',
          }}
        >
          {footer}
        </Box>
      )}
    </Container>
  );
}

/** The same form inside the dashboard (the signed-in aliases): breadcrumb, title, a card. */
export function DashboardAccountCard({ title: ownTitle, description, children }: AccountCardProps) {
  const t = useWords(accountWords);
  const routeTitle = useAccountTitle();
  const title = ownTitle ?? routeTitle;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('dashboard'), to: '/dashboard' }, { label: title }]}
      />
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          {/* A long e-mail in the description wraps rather than run off a phone's screen. */}
          <Typography color="textSecondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </>
  );
}
