import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, SHOP_MESSAGES } from '@dawa/contract';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { WithAppTheme } from '../../../test/with-app-theme.tsx';
import { ZEditShopForm, type EditShopForm } from '../shop-payload.ts';
import { ShopBasicsFields, ShopLocationFields } from './shop-fields.tsx';

const EMPTY: EditShopForm = {
  name: '',
  description: '',
  logo: null,
  address: '',
  city: '',
  phone_number: '',
  delivery_locations: [],
};

/** Both blocks in one form, as Edit shop draws them. */
function EditForm() {
  const form = useZodForm(ZEditShopForm, { defaultValues: EMPTY });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <ShopBasicsFields control={form.control} onLogoBusyChange={() => undefined} />
      <ShopLocationFields control={form.control} />
      <button type="submit">Save</button>
    </form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('shop fields', () => {
  it('draws both parts in one form and shows the contract messages on submit', async () => {
    render(<EditForm />, { wrapper: WithAppTheme });
    for (const label of ['Shop name', 'Description (optional)', 'Address', 'City'])
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Shop phone (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a delivery location' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText(SHOP_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.addressShort)).toBeTruthy();
    expect(screen.getByText(MESSAGES.cityShort)).toBeTruthy();
  });
});
