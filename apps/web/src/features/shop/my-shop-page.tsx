import Button from '@mui/material/Button';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useSellingAs } from '../../lib/selling.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useWords } from '../../i18n/words.ts';
import { shopWords } from './i18n/index.ts';
import { myShopQuery } from './shop-api.ts';

/**
 * /my-shop: the shop of the organisation chosen (else the person's own), or, before it has one, an
 * invitation to set it up to those who may (issue 13: never a failed request; decision 018).
 */
export function Component() {
  const t = useWords(shopWords);
  const userId = useAuthStore((s) => s.userInfo?.id ?? '');
  const shop = useQuery({ ...myShopQuery(userId), enabled: userId !== '' });
  const selling = useSellingAs();
  if (shop.data) return <Navigate to={`/shop/${shop.data.id}`} replace />;
  let body;
  if (shop.isError) body = <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />;
  else if (shop.data === null && !selling.canSell)
    body = (
      <EmptyState icon={<StorefrontOutlined />} title={t('noShop')}>
        {t('noShopText', { name: selling.organisation?.name ?? '' })}
      </EmptyState>
    );
  else if (shop.data === null)
    body = (
      <EmptyState
        icon={<StorefrontOutlined />}
        title={t('setUpTitle')}
        action={
          <Button component={RouterLink} to="/shop/step-1-setup-shop" variant="contained">
            {t('setUp')}
          </Button>
        }
      >
        {t('setUpText')}
      </EmptyState>
    );
  else body = <ListSkeleton rows={2} height={120} label={t('loadingMyShop')} />;
  return (
    <>
      <PageHeader title={t('myShop')} />
      {body}
    </>
  );
}
