import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppStore } from '../../stores/app-store.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

/** The app-wide loading backdrop (docs/product.md#app-shell), raised with the appLoading flag. */
export function LoadingBackdrop() {
  const open = useAppStore((s) => s.appLoading);
  const t = useWords(layoutWords);
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
      {open && <CircularProgress color="inherit" aria-label={t('loading')} />}
    </Backdrop>
  );
}
