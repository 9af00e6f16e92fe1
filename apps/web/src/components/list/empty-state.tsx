import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An empty list: what is missing, why it matters, and the one next action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  icon?: ReactNode;
  title: string;
  /** h1 when the empty state is all the page shows. */
  headingLevel?: 'h1' | 'h2';
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
        <Typography variant="h2" component={headingLevel}>
          {title}
        </Typography>
        {children && (
          <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
            {children}
          </Typography>
        )}
        {action && <Box sx={{ mt: 1 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
