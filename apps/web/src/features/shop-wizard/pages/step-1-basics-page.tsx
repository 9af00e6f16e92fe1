import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SHOP_LIMITS } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ListSkeleton } from '../../../components/list/list-states.tsx';
import { LogoField } from '../components/logo-field.tsx';
import { ShopWizardStep } from '../components/shop-wizard-step.tsx';
import { ZBasicsForm, type BasicsForm } from '../shop-payload.ts';
import { nextStepPath } from '../shop-steps.ts';
import { useMyShop } from '../shop-wizard-api.ts';
import { useShopWizardStore, type ShopDraft } from '../shop-wizard-store.ts';
import { useAutosave } from '../use-autosave.ts';

const saveTyped = (values: ShopDraft) => useShopWizardStore.getState().saveShop(values);

/**
 * /shop/step-1-setup-shop: the shop's name, description and logo. A seller who already has a
 * shop starts from it (the wizard then edits it).
 */
export function Component() {
  const myShop = useMyShop();
  const shop = myShop.data;
  const editingShopId = useShopWizardStore((s) => s.editingShopId);
  const hasDraft = useShopWizardStore((s) => Boolean(s.shop.name));
  // Fill the draft from the existing shop once, unless the seller has already typed a shop.
  const shouldPrefill = Boolean(shop) && editingShopId !== shop?.id && !hasDraft;
  useEffect(() => {
    if (shop && shouldPrefill) useShopWizardStore.getState().prefillFromShop(shop);
  }, [shop, shouldPrefill]);

  if (myShop.isLoading || shouldPrefill) {
    return <ListSkeleton rows={3} height={96} label="Loading your shop" />;
  }
  return <BasicsStep isEditing={editingShopId !== null} />;
}

function BasicsStep({ isEditing }: { isEditing: boolean }) {
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
      description="Buyers see your shop's name and logo on every listing and on your shop page."
      onSubmit={submit}
      pending={isLogoBusy}
    >
      <Stack spacing={2.5}>
        {isEditing && (
          <Alert severity="info">
            You already have a shop: these are its details. Change what you need; publishing saves
            them and adds the product of steps 3 and 4.
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="name"
          label="Shop name"
          autoComplete="organization"
          required
          slotProps={{ htmlInput: { maxLength: SHOP_LIMITS.nameMax } }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label="Description (optional)"
          multiline
          minRows={3}
          helperText="What you sell, opening hours, licences: what makes buyers trust you."
          slotProps={{ htmlInput: { maxLength: SHOP_LIMITS.descriptionMax } }}
        />
        <Controller
          control={form.control}
          name="logo"
          render={({ field, fieldState }) => (
            <LogoField
              value={field.value}
              onChange={(url) => field.onChange(url)}
              error={fieldState.error?.message}
              onBusyChange={setLogoBusy}
            />
          )}
        />
      </Stack>
    </ShopWizardStep>
  );
}
