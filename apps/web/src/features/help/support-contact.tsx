import Link from '@mui/material/Link';
import type { TPublicConfig } from '@dawa/contract';
import { publicConfig } from '../../config/public-config.ts';
import { formatPhone, telHref } from '../../lib/format.ts';

/**
 * The platform team's contact as configured (SUPPORT_EMAIL, SUPPORT_PHONE, carried by the
 * documents' public configuration): real mailto:/tel: links, or, when neither is configured, a
 * plain statement of it rather than a dead link (issue 31). Read at render, so the server's drawing
 * uses the configuration it was given.
 */
export function SupportContact({ config = publicConfig }: { config?: TPublicConfig }) {
  const { supportEmail: email, supportPhone: phone } = config;
  if (!email && !phone)
    return (
      <>
        For your account, your organisation or anything else: this installation of Dawa has no
        platform contact configured yet. Ask the person who gave you access to Dawa.
      </>
    );
  const mail = email && <Link href={`mailto:${email}`}>{email}</Link>;
  const call = phone && (
    <Link href={telHref(phone)} className="tabular-nums">
      {formatPhone(phone)}
    </Link>
  );
  return (
    <>
      For your account, your organisation or anything else, contact the platform team:{' '}
      {mail && <>write to {mail}</>}
      {mail && call && ' or '}
      {call && <>call {call}</>}.
    </>
  );
}
