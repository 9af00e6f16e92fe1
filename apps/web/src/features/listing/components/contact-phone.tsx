import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { formatPhone, telHref } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { LazyTooltip } from '../../../components/feedback/lazy-tooltip.tsx';
import { useWords } from '../../../i18n/words.ts';
import { listingPageWords } from '../i18n/index.ts';

/**
 * The listing's contact phone, behind one tap: buyers reach the seller at once (a call on a phone),
 * while the number is not sitting in the page for anyone skimming or scraping it.
 */
export function ContactPhone({ phone }: { phone: string }) {
  const [isShown, setIsShown] = useState(false);
  const callLink = useRef<HTMLAnchorElement>(null);
  const readable = formatPhone(phone);
  const t = useWords(listingPageWords);
  // The number takes the focus the button had, so keyboard users go on from here (React's
  // autoFocus does not focus links).
  useEffect(() => {
    if (isShown) callLink.current?.focus();
  }, [isShown]);

  if (!isShown)
    return (
      <Button
        variant="contained"
        fullWidth
        startIcon={<PhoneOutlined />}
        onClick={() => setIsShown(true)}
      >
        {t('showPhone')}
      </Button>
    );

  const copy = () =>
    navigator.clipboard.writeText(phone).then(
      () => notify.success(t('phoneCopied')),
      () => notify.error(t('phoneCopyFailed')),
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button
        variant="contained"
        fullWidth
        href={telHref(phone)}
        ref={callLink}
        startIcon={<PhoneOutlined />}
        aria-label={t('call', { phone: readable })}
        className="tabular-nums"
      >
        {readable}
      </Button>
      <LazyTooltip title={t('copyNumber')}>
        <IconButton aria-label={t('copyPhone')} onClick={() => void copy()}>
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </LazyTooltip>
    </Box>
  );
}
