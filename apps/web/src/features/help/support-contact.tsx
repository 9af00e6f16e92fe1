import Link from '@mui/material/Link';
import type { TPublicConfig } from '@dawa/contract';
import { publicConfig } from '../../config/public-config.ts';
import { withParts } from '../../i18n/rich.tsx';
import { useWords } from '../../i18n/words.ts';
import { formatPhone, telHref } from '../../lib/format.ts';
import { helpWords } from './i18n/index.ts';

/**
 * The platform team's contact as configured (SUPPORT_EMAIL, SUPPORT_PHONE, carried by the
 * documents' public configuration): real mailto:/tel: links, or, when neither is configured, a
 * plain statement of it rather than a dead link (issue 31). Read at render, so the server's drawing
 * uses the configuration it was given.
 */
export function SupportContact({ config = publicConfig }: { config?: TPublicConfig }) {
  const t = useWords(helpWords);
  const { supportEmail: email, supportPhone: phone } = config;
  if (!email && !phone) return t('noSupportContact');
  const mail = email && <Link href={`mailto:${email}`}>{email}</Link>;
  const call = phone && (
    <Link href={telHref(phone)} className="tabular-nums">
      {formatPhone(phone)}
    </Link>
  );
  const words = mail && call ? 'supportByEmailOrPhone' : mail ? 'supportByEmail' : 'supportByPhone';
  return withParts(t(words), { email: mail, phone: call });
}
