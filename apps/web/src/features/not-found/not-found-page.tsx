import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { withParts } from '../../i18n/rich.tsx';
import { useWords } from '../../i18n/words.ts';
import { notFoundWords } from './i18n/index.ts';

/** Any path outside the route table (the server answers it with status 404 too). */
export function Component() {
  const t = useWords(notFoundWords);
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, maxWidth: 560, mx: 'auto' }}>
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        {withParts(t('noPageAt'), { path: <code>{pathname}</code> })}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeOutlined />}>
          {t('backHome')}
        </Button>
        <Button component={RouterLink} to="/help" variant="outlined">
          {t('getHelp')}
        </Button>
      </Stack>
    </Box>
  );
}
