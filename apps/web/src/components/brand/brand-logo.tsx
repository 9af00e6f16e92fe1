import Box from '@mui/material/Box';
import { LOGO } from '@dawa/contract';
import { useBrandName } from './brand-name.ts';

/** The logo image: at most 180 px high, 190 px wide on small screens and 220 px from md up (docs/product.md#branding). */
export function BrandLogo() {
  const name = useBrandName();
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt={name}
      width={LOGO.widthMdPx}
      height={LOGO.widthMdPx / 2}
      sx={{
        display: 'block',
        width: { xs: LOGO.widthSmPx, md: LOGO.widthMdPx },
        height: 'auto',
        maxHeight: LOGO.maxHeightPx,
      }}
    />
  );
}
