import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZSaveShopRequest, type TShop } from '@dawa/contract';
import { showSubmitError } from '../../../components/form/api-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list/list-states.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { ShopBasicsFields, ShopLocationFields } from '../components/shop-fields.tsx';
import { ZEditShopForm, editShopFormFrom, type EditShopForm } from '../shop-payload.ts';
import { useMyShop, useSaveShop } from '../shop-wizard-api.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const FIELDS = [
  'name',
  'description',
  'logo',
  'address',
  'city',
  'phone_number',
  'delivery_locations',
] as const;

/**
 * /my-shop/edit: the seller's own shop, its fields alone (name, description, logo, where it is,
 * its phone, where it delivers), saved with PUT /shop. The set-up wizard, which also asks for a
 * first product, is for a seller without a shop.
 */
export function Component() {
  const t = useWords(shopWizardWords);
  const title = t('editShop');
  const myShop = useMyShop();
  let body;
  if (myShop.isError)
    body = <ErrorState error={myShop.error} onRetry={() => void myShop.refetch()} />;
  else if (myShop.data === null)
    body = (
      <EmptyState
        icon={<StorefrontOutlined />}
        title={t('noShopYet')}
        action={
          <Button component={RouterLink} to="/shop/step-1-setup-shop" variant="contained">
            {t('setUpShop')}
          </Button>
        }
      >
        {t('noShopText')}
      </EmptyState>
    );
  else if (myShop.data) body = <EditShopForm key={myShop.data.updated_at} shop={myShop.data} />;
  else body = <ListSkeleton rows={1} height={480} label={t('loadingShop')} />;
  const crumbs = [
    { label: t('dashboard'), to: '/dashboard' },
    myShop.data
      ? { label: myShop.data.name, to: `/shop/${myShop.data.id}` }
      : { label: t('myShop'), to: '/my-shop' },
    { label: title },
  ];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {body}
    </>
  );
}

function EditShopForm({ shop }: { shop: TShop }) {
  const t = useWords(shopWizardWords);
  const navigate = useNavigate();
  const save = useSaveShop();
  const [isLogoBusy, setLogoBusy] = useState(false);
  const form = useZodForm(ZEditShopForm, { defaultValues: editShopFormFrom(shop) });
  const shopPath = `/shop/${shop.id}`;

  const submit = form.handleSubmit(async (values: EditShopForm) => {
    // The contract's own request schema decides what is sent (blanks as "not given").
    const body = ZSaveShopRequest.parse({
      ...values,
      description: values.description?.trim() ? values.description : null,
      phone_number:
        typeof values.phone_number === 'string' && values.phone_number.trim()
          ? values.phone_number
          : null,
    });
    try {
      const saved = await save.mutateAsync(body);
      notify.success(t('shopSaved'));
      void navigate(`/shop/${saved.id}`);
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS);
    }
  });

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={t('editShop')}
        >
          <Stack spacing={2.5}>
            <Typography color="textSecondary">{t('editShopText')}</Typography>
            <ShopBasicsFields control={form.control} onLogoBusyChange={setLogoBusy} />
            <Divider />
            <ShopLocationFields control={form.control} />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <SubmitButton pending={form.formState.isSubmitting} disabled={isLogoBusy}>
                {t('saveChanges')}
              </SubmitButton>
              <Button component={RouterLink} to={shopPath} size="large">
                {t('cancel')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
