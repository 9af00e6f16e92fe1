import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { DEFAULT_CURRENCY, type Locale } from '@dawa/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoney } from '../../../components/listing/listing-format.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { T } from '../../../i18n/words.ts';
import type en from '../i18n/en.ts';
import { FactList } from '../../../components/page/fact-list.tsx';
import { notify } from '../../../lib/notify.ts';
import { parentCategoriesQuery, subCategoriesQuery } from '../../../lib/posts.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { ReviewSection } from '../components/review-section.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { parseAmount, productRequestFrom, shopRequestFrom } from '../shop-payload.ts';
import { SHOP_CONFIRMATION_PATH, shopStepPath } from '../shop-steps.ts';
import { useMyShop, usePublishShop } from '../shop-wizard-api.ts';
import { useShopWizardStore, type ProductDraft } from '../shop-wizard-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const dash = (value: string | undefined | null) => (value?.trim() ? value : '—');

function priceText(product: ProductDraft, t: T<typeof en>, locale: Locale): string {
  const price = parseAmount(product.price);
  const amount = price === undefined ? null : formatMoney(price, DEFAULT_CURRENCY, locale);
  if (amount && product.negotiable) return t('priceNegotiable', { amount });
  return amount ?? (product.negotiable ? t('negotiable') : '—');
}

/** /shop/step-5-review: everything entered, then Publish (PUT /shop, POST /post). */
export function Component() {
  const t = useWords(shopWizardWords);
  const locale = useLocale();
  const navigate = useNavigate();
  const shop = useShopWizardStore((s) => s.shop);
  const product = useShopWizardStore((s) => s.product);
  const editingShopId = useShopWizardStore((s) => s.editingShopId);
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const myShop = useMyShop();
  const publish = usePublishShop();
  const parents = useQuery(parentCategoriesQuery);
  const subs = useQuery({
    ...subCategoriesQuery(product.category ?? ''),
    enabled: Boolean(product.category),
  });
  const categoryName = parents.data?.find((c) => c.id === product.category)?.name;
  const subName = subs.data?.find((c) => c.id === product.sub_category)?.name;
  const shopBody = shopRequestFrom(shop);
  const productBody = productRequestFrom(product);
  const replaces = myShop.data && myShop.data.id !== editingShopId ? myShop.data : null;
  const photo = product.photos?.[0];

  const [isPublished, setPublished] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSignedIn) {
      useAppStore.getState().setFlag('loginDialog', true);
      return;
    }
    if (!shopBody.ok || !productBody.ok) return;
    publish.mutate(
      { shop: shopBody.body, product: productBody.body },
      {
        onSuccess: ({ shop: saved, post }) => {
          setPublished(true);
          useShopWizardStore.getState().finish({
            shopId: saved.id,
            shopName: saved.name,
            postId: post.id,
            postTitle: post.title,
          });
          notify.success(t('shopOpen'), {
            description: t('productPublished', { title: post.title }),
          });
          void navigate(SHOP_CONFIRMATION_PATH, { replace: true });
        },
      },
    );
  };

  return (
    <ShopWizardStep
      step="review"
      description={t('reviewText')}
      onSubmit={submit}
      pending={publish.isPending}
      nextLabel={isSignedIn ? t('publish') : t('signInToPublish')}
      nextIcon={<PublishOutlined />}
      isGuarded={!isPublished}
    >
      {!isSignedIn && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('signInToPublishNote')}
        </Alert>
      )}
      {replaces && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('replacesShop', { name: replaces.name })}
        </Alert>
      )}
      {!shopBody.ok && <Alert severity="error">{shopBody.message ?? t('checkForm')}</Alert>}
      {!productBody.ok && <Alert severity="error">{productBody.message ?? t('checkForm')}</Alert>}
      {publish.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('couldNotPublish', { reason: errorMessage(publish.error) })}
        </Alert>
      )}
      <ReviewSection title={t('sectionShop')} editTo={shopStepPath('basics')}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar
            src={shop.logo ?? undefined}
            alt={shop.logo ? t('shopLogo') : undefined}
            variant="rounded"
            sx={{ width: 64, height: 64, bgcolor: 'action.selected', color: 'text.secondary' }}
          >
            <StorefrontOutlined />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {dash(shop.name)}
            </Typography>
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {shop.description?.trim() || t('noDescription')}
            </Typography>
          </Box>
        </Box>
      </ReviewSection>
      <ReviewSection title={t('sectionLocation')} editTo={shopStepPath('location')}>
        <FactList
          facts={[
            [t('address'), dash(shop.address)],
            [t('city'), dash(shop.city)],
            [t('phone'), dash(shop.phone_number)],
            [
              t('deliversTo'),
              shop.delivery_locations?.length
                ? shop.delivery_locations
                    .map((l) => t('deliveryPlace', { place: l.location_name, time: l.time_range }))
                    .join(', ')
                : t('noDeliveryLocations'),
            ],
          ]}
        />
      </ReviewSection>
      <ReviewSection title={t('sectionProduct')} editTo={shopStepPath('product')}>
        <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
          {photo && (
            <Box
              component="img"
              src={photo.thumbnailUrl || photo.url}
              alt={t('primaryPhoto')}
              sx={{
                width: { xs: '100%', sm: 200 },
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 2,
                flexShrink: 0,
              }}
            />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <FactList
              facts={[
                [t('title'), dash(product.title)],
                [t('photos'), String(product.photos?.length ?? 0)],
                [t('category'), [categoryName, subName].filter(Boolean).join(' › ') || '—'],
                [t('price'), priceText(product, t, locale)],
                [t('contactPhone'), dash(product.contactPhone)],
                [t('location'), dash(product.location)],
              ]}
            />
          </Box>
        </Box>
      </ReviewSection>
      <ReviewSection title={t('sectionExtra')} editTo={shopStepPath('extra')}>
        <FactList
          facts={[
            [
              t('bulkOfferFact'),
              product.bulk_available
                ? t('bulkTerms', {
                    price: formatMoney(
                      parseAmount(product.bulk_price) ?? 0,
                      DEFAULT_CURRENCY,
                      locale,
                    ),
                    quantity: dash(product.bulk_quantity),
                  })
                : t('no'),
            ],
            [t('delivery'), product.delivery_available ? dash(product.delivery_note) : t('no')],
            [t('warranty'), dash(product.warranty_note)],
            [t('otherNotes'), dash(product.additional_note)],
          ]}
        />
      </ReviewSection>
    </ShopWizardStep>
  );
}
