import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { Navigate, useNavigate } from 'react-router';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ListSkeleton } from '../../../components/list/list-states.tsx';
import { ShopBasicsFields } from '../components/shop-fields.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { ZBasicsForm, type BasicsForm } from '../shop-payload.ts';
import { EDIT_SHOP_PATH, nextStepPath } from '../shop-steps.ts';
import { useMyShop } from '../shop-wizard-api.ts';
import { useShopWizardStore, type ShopDraft } from '../shop-wizard-store.ts';
import { useAutosave } from '../use-autosave.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

const saveTyped = (values: ShopDraft) => useShopWizardStore.getState().saveShop(values);

/**
 * /shop/step-1-setup-shop: the shop's name, description and logo. The wizard sets up a first shop
 * (with a first product); a seller who already has a shop is sent to Edit shop (/my-shop/edit),
 * which changes the shop alone.
 */
export function Component() {
  const t = useWords(shopWizardWords);
  const myShop = useMyShop();
  if (myShop.data) return <Navigate to={EDIT_SHOP_PATH} replace />;
  if (myShop.isLoading) return <ListSkeleton rows={3} height={96} label={t('loadingShop')} />;
  return <BasicsStep />;
}

function BasicsStep() {
  const t = useWords(shopWizardWords);
  const navigate = useNavigate();
  const [draft] = useState(() => useShopWizardStore.getState().shop);
  const [isLogoBusy, setLogoBusy] = useState(false);
  const form = useZodForm(ZBasicsForm, {
    defaultValues: {
      name: draft.name ?? '',
      description: draft.description ?? '',
      logo: draft.logo ?? null,
    } satisfies BasicsForm,
  });
  useAutosave(form.watch, saveTyped);

  const submit = form.handleSubmit((values) => {
    const store = useShopWizardStore.getState();
    store.saveShop({ ...values, description: values.description ?? '' });
    store.markDone('basics');
    void navigate(nextStepPath('basics'));
  });

  return (
    <ShopWizardStep
      step="basics"
      description={t('basicsText')}
      onSubmit={submit}
      pending={isLogoBusy}
    >
      <Stack spacing={2.5}>
        <ShopBasicsFields control={form.control} onLogoBusyChange={setLogoBusy} />
      </Stack>
    </ShopWizardStep>
  );
}
