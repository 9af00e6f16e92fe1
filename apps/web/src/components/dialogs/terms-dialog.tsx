import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useAppStore } from '../../stores/app-store.ts';
import { TermsContent } from '../terms/terms-content.tsx';
import { dialogsWords } from '../../i18n/dialogs/index.ts';
import { useWords } from '../../i18n/words.ts';

/** Full-screen Terms and Conditions, opened from the login dialog's terms link. */
export function TermsDialog() {
  const open = useAppStore((s) => s.termsDialog);
  const setFlag = useAppStore((s) => s.setFlag);
  const close = () => setFlag('termsDialog', false);
  const t = useWords(dialogsWords);
  return (
    <Dialog fullScreen open={open} onClose={close} aria-labelledby="terms-dialog-title">
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography
            id="terms-dialog-title"
            variant="h2"
            component="h2"
            sx={{ flex: 1, fontSize: '1.125rem' }}
          >
            {t('termsTitle')}
          </Typography>
          <IconButton edge="end" onClick={close} aria-label={t('closeTerms')}>
            <CloseOutlined />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ px: { xs: 2, sm: 4 }, py: 3, mx: 'auto', width: '100%', maxWidth: 840 }}>
        <TermsContent headingLevel="h3" />
      </Box>
    </Dialog>
  );
}
