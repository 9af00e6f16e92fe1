import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale.tsx';
import { subCategoriesQuery } from '../../../lib/posts.ts';
import { priceGuideQuery } from '../api/post-wizard-api.ts';
import { priceWarning } from '../price-warning.ts';

/**
 * A non-blocking warning when the price is far outside what its sub-category's listings usually
 * ask (GET /post/price-guide): the seller checks it, and may still publish.
 */
export function PriceOutlierAlert({
  category,
  subCategory,
  price,
  sx,
}: {
  category: string | undefined;
  subCategory: string | undefined;
  price: number | undefined;
  sx?: SxProps<Theme>;
}) {
  const locale = useLocale();
  const hasInput = !!subCategory && price !== undefined && Number.isFinite(price);
  const guide = useQuery({ ...priceGuideQuery(subCategory ?? ''), enabled: hasInput });
  const subs = useQuery({ ...subCategoriesQuery(category ?? ''), enabled: hasInput && !!category });
  if (!hasInput) return null;
  const name = subs.data?.find((s) => s.id === subCategory)?.name;
  const warning = priceWarning(price, guide.data, name, locale);
  if (!warning) return null;
  return (
    <Alert severity="warning" variant="outlined" role="status" sx={sx}>
      {warning}
    </Alert>
  );
}
