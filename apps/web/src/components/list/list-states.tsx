import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../form/api-errors.ts';

/** First load of a list or card: grey shapes where the rows will be (DESIGN.md: skeletons, not spinners). */
export function ListSkeleton({
  rows = 3,
  height = 72,
  label = 'Loading',
}: {
  rows?: number;
  height?: number;
  label?: string;
}) {
  return (
    <Stack spacing={1.5} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** An empty list: what is missing, why it matters, and the one next action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent
        sx={{
          py: 5,
          px: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
        }}
      >
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
            {icon}
          </Box>
        )}
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {children && (
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            {children}
          </Typography>
        )}
        {action && <Box sx={{ mt: 1 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}

/** A failed load: the reason in plain words and a Retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
