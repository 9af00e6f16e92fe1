import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Component, type ReactNode } from 'react';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

// After a deploy, an open tab may ask for a chunk that no longer exists: a reload fetches the new app.
const isStaleChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
    error.message,
  );

interface BoundaryProps {
  /** The page's address: a new one clears the error, so the user can navigate away from it. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that failed to load (its chunk) or to render, and shows RouteError instead. */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; resetKey: string }
> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/** Shown instead of a page that failed to load or render; never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const stale = isStaleChunk(error);
  const t = useWords(layoutWords);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {stale ? t('newVersion') : t('somethingWentWrong')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {stale ? t('reloadForNewVersion') : t('pageFailed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Box>
  );
}
