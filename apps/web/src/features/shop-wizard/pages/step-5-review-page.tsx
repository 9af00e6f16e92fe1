import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { formatMoney } from '../../../components/listing/listing-format.ts';
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

const dash = (value: string | undefined | null) => (value?.trim() ? value : '—');

function priceText(product: ProductDraft): string {
  const price = parseAmount(product.price);
  const amount = price === undefined ? null : formatMoney(price);
  if (amount && product.negotiable) return `${amount} (negotiable)`;
  return amount ?? (product.negotiable ? 'Negotiable' : '—');
}

/** /shop/step-5-review: everything entered, then Publish (PUT /shop, POST /post). */
export function Component() {
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
          notify.success('Your shop is open', { description: `“${post.title}” was published.` });
          void navigate(SHOP_CONFIRMATION_PATH, { replace: true });
        },
      },
    );
  };

  return (
    <ShopWizardStep
      step="review"
      description="Check your shop and its first product. You can change anything before publishing."
      onSubmit={submit}
      pending={publish.isPending}
      nextLabel={isSignedIn ? 'Publish' : 'Sign in to publish'}
      nextIcon={<PublishOutlined />}
      isGuarded={!isPublished}
    >
      {!isSignedIn && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Sign in to publish: your shop and product stay here while you do.
        </Alert>
      )}
      {replaces && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          You already have the shop “{replaces.name}”. Publishing replaces its details with these.
        </Alert>
      )}
      {!shopBody.ok && <Alert severity="error">{shopBody.message}</Alert>}
      {!productBody.ok && <Alert severity="error">{productBody.message}</Alert>}
      {publish.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          Could not publish. {errorMessage(publish.error)}
        </Alert>
      )}
      <ReviewSection title="Shop" editTo={shopStepPath('basics')}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar
            src={shop.logo ?? undefined}
            alt={shop.logo ? 'Shop logo' : undefined}
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
              {shop.description?.trim() || 'No description'}
            </Typography>
          </Box>
        </Box>
      </ReviewSection>
      <ReviewSection title="Location" editTo={shopStepPath('location')}>
        <FactList
          facts={[
            ['Address', dash(shop.address)],
            ['City', dash(shop.city)],
            ['Phone', dash(shop.phone_number)],
            [
              'Delivers to',
              shop.delivery_locations?.length
                ? shop.delivery_locations
                    .map((l) => `${l.location_name} (${l.time_range})`)
                    .join(', ')
                : 'No delivery locations',
            ],
          ]}
        />
      </ReviewSection>
      <ReviewSection title="First product" editTo={shopStepPath('product')}>
        <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
          {photo && (
            <Box
              component="img"
              src={photo.thumbnailUrl || photo.url}
              alt="Primary photo"
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
                ['Title', dash(product.title)],
                ['Photos', String(product.photos?.length ?? 0)],
                ['Category', [categoryName, subName].filter(Boolean).join(' › ') || '—'],
                ['Price', priceText(product)],
                ['Contact phone', dash(product.contactPhone)],
                ['Location', dash(product.location)],
              ]}
            />
          </Box>
        </Box>
      </ReviewSection>
      <ReviewSection title="Additional info" editTo={shopStepPath('extra')}>
        <FactList
          facts={[
            [
              'Bulk offer',
              product.bulk_available
                ? `${formatMoney(parseAmount(product.bulk_price) ?? 0)} each from ${dash(product.bulk_quantity)} units`
                : 'No',
            ],
            ['Delivery', product.delivery_available ? dash(product.delivery_note) : 'No'],
            ['Warranty', dash(product.warranty_note)],
            ['Other notes', dash(product.additional_note)],
          ]}
        />
      </ReviewSection>
    </ShopWizardStep>
  );
}
