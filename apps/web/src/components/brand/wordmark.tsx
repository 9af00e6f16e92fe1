import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { publicConfig } from '../../config/public-config.ts';

/** "Dawa Addis": the product word in the text colour, the city word highlighted (docs/product.md#branding). */
export function Wordmark({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={{ fontWeight: 800, letterSpacing: '-0.02em', whiteSpace: 'nowrap', ...sx }}
    >
      {publicConfig.productName}{' '}
      <Box component="span" sx={{ color: 'primary.main' }}>
        {publicConfig.city}
      </Box>
    </Box>
  );
}
