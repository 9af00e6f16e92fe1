import Button from '@mui/material/Button';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { notify } from '../../../lib/notify.ts';
import { useWords } from '../../../i18n/words.ts';
import { listingPageWords } from '../i18n/index.ts';

/** How a link is shared here: the device's share sheet, else the clipboard. */
export async function shareLink(
  { title, url }: { title: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Share: the phone's share sheet where there is one, otherwise the link is copied. */
export function ShareButton({ title }: { title: string }) {
  const t = useWords(listingPageWords);
  const share = async () => {
    const url = window.location.href;
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') notify.success(t('linkCopied'));
    else if (outcome === 'failed') notify.error(t('copyFailed', { url }));
  };
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<ShareOutlined />}
      onClick={() => void share()}
      sx={{ borderColor: 'divider' }}
    >
      {t('share')}
    </Button>
  );
}
