import { type CatalogueProductRow, DEFAULT_PRODUCT_RIGHTS, ruleMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { ProductForm } from './product-form.tsx';

const PRODUCT: CatalogueProductRow = {
  id: 41,
  branchId: 1,
  branchName: 'Nordbolig København',
  countryCode: 'DK',
  currency: 'DKK',
  itemNumber: 'PORTRAIT',
  name: 'Portrætfoto',
  description: '',
  grouping: 'CASE',
  unit: 'stk',
  price: 900,
  effectivePrice: 900,
  maxKvmSize: null,
  maxOrderAmount: null,
  tasks: [],
  alaCarte: true,
  active: true,
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: 'CASE',
  deliveryKinds: ['files'],
  cloudScannerLinkTypes: [],
  rights: DEFAULT_PRODUCT_RIGHTS,
};
const SAVE = `PUT /api/provider/catalogue/products/${PRODUCT.id}`;

/** Picks a licence in the select by its visible title, as a person clicks it. */
async function chooseLicence(user: ReturnType<typeof renderInPortal>['user'], licence: string) {
  await user.click(screen.getByRole('combobox', { name: 'Licens' }));
  await user.click(await screen.findByTitle(licence));
}

describe('a product’s usage rights', () => {
  it('asks for the words of a custom licence next to that field, and sends nothing until they are given', async () => {
    const hub = fakeHub({ [SAVE]: ({ body }) => ({ body: { ...PRODUCT, ...(body as object) } }) });
    const { user } = renderInPortal(<ProductForm product={PRODUCT} />);
    expect(screen.queryByLabelText('Licens med egne ord')).toBeNull();

    await chooseLicence(user, 'Særlig licens');
    const words = await screen.findByLabelText('Licens med egne ord');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(messageOf(words)).toBe(ruleMessages.da['rules.required']));
    expect(hub.callsTo('PUT', `/api/provider/catalogue/products/${PRODUCT.id}`)).toHaveLength(0);

    await user.type(words, 'Kun sælgerens salgsmappe');
    await user.type(screen.getByLabelText('Gælder i'), '12');
    await user.type(screen.getByLabelText('Kreditering'), '  ');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() =>
      expect(hub.callsTo('PUT', `/api/provider/catalogue/products/${PRODUCT.id}`)[0]?.body).toMatchObject({
        rights: { licence: 'CUSTOM', licenceText: 'Kun sælgerens salgsmappe', validMonths: 12, credit: null },
      }),
    );
  });

  it('puts the hub’s refusal of a rights field next to that field', async () => {
    fakeHub({ [SAVE]: refusal('errors.badRequest', { 'rights.credit': 'rules.string.max' }) });
    const { user } = renderInPortal(<ProductForm product={PRODUCT} />);

    await user.type(screen.getByLabelText('Kreditering'), 'Studio Nord');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(messageOf(screen.getByLabelText('Kreditering'))).not.toBe(''));
  });
});
