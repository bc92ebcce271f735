import type { PackageRecord, ProductRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { breaksSeparateOnly, cheapestOption, selectionOf } from './order-selection.ts';
import { choiceKey, quantityKey } from './wizard-state.ts';

const product = (id: number, price: number | null, extra: Partial<ProductRecord> = {}): ProductRecord => ({
  id,
  name: `Product ${id}`,
  description: '',
  thumbnail: null,
  price,
  currency: 'SEK',
  quantity: 1,
  unit: 'pcs',
  grouping: 'CASE',
  maxOrderAmount: null,
  maxKvmSize: null,
  tasks: [],
  showAlert: false,
  itemNumber: `ITEM-${id}`,
  config: null,
  variant: null,
  separateOnly: false,
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: 'CASE',
  deliveryKinds: ['files'],
  cloudScannerLinkTypes: [],
  ...extra,
});

const PACKAGE: PackageRecord = {
  id: 9,
  name: 'Basic',
  description: '',
  thumbnail: null,
  basePrice: 2000,
  totalPrice: 2300,
  currency: 'SEK',
  type: 'GENERIC',
  grouping: 'CASE',
  products: [{ ...product(1, 0, { maxKvmSize: 250 }), name: 'Photos', quantity: 20 }],
  choices: [
    {
      id: 4,
      group: 'Video',
      minPrice: 300,
      products: [product(5, 900), product(6, 300, { maxKvmSize: 180 })],
      packages: [{ id: 77, name: 'Drone pack', price: 1200 }],
      cheapestOption: { kind: 'product', id: 6 },
    },
  ],
  itemNumber: 'PKG-9',
  config: null,
};

describe('what the summary lists and the order costs', () => {
  it('lists the package, its chosen option, the extra products by quantity and the fees, and adds them up', () => {
    const selection = selectionOf(
      PACKAGE,
      { choices: { [choiceKey(4)]: 'product:6' }, quantities: { [quantityKey(8)]: 3 } },
      [product(8, 150)],
      [{ ...product(99, 250), name: 'Key pickup' }],
    );
    expect(selection.lines.map(({ name, quantity, price }) => ({ name, quantity, price }))).toEqual([
      { name: 'Basic', quantity: 1, price: 2000 },
      { name: 'Video: Product 6', quantity: 1, price: 300 },
      { name: 'Product 8', quantity: 3, price: 450 },
      { name: 'Key pickup', quantity: 1, price: 250 },
    ]);
    expect(selection.total).toBe(3000);
    expect(selection.currency).toBe('SEK');
    expect(selection.productChoices).toEqual([{ choiceId: 4, productId: 6 }]);
    expect(selection.products).toEqual([{ id: 8, quantity: 3 }]);
  });

  it('limits the living area to the smallest any chosen product covers', () => {
    const selection = selectionOf(
      PACKAGE,
      { choices: { [choiceKey(4)]: 'product:6' }, quantities: {} },
      [],
      [],
    );
    expect(selection.maxArea).toBe(180);
    expect(selectionOf(null, { choices: {}, quantities: {} }, [], []).maxArea).toBeNull();
  });

  it('may pick a package as a choice’s option', () => {
    const selection = selectionOf(
      PACKAGE,
      { choices: { [choiceKey(4)]: 'package:77' }, quantities: {} },
      [],
      [],
    );
    expect(selection.productChoices).toEqual([{ choiceId: 4, packageId: 77 }]);
    expect(selection.total).toBe(3200);
  });

  it('drops a choice that no longer offers what a draft had chosen', () => {
    const selection = selectionOf(
      PACKAGE,
      { choices: { [choiceKey(4)]: 'product:404' }, quantities: {} },
      [],
      [],
    );
    expect(selection.productChoices).toEqual([]);
    expect(selection.total).toBe(2000);
  });

  it('lists no price and no total for a user the hub leaves prices out for', () => {
    const hidden: PackageRecord = {
      ...PACKAGE,
      basePrice: null,
      totalPrice: null,
      choices: PACKAGE.choices.map((choice) => ({
        ...choice,
        minPrice: null,
        products: choice.products.map((item) => ({ ...item, price: null })),
        packages: choice.packages.map((item) => ({ ...item, price: null })),
      })),
    };
    const selection = selectionOf(
      hidden,
      { choices: { [choiceKey(4)]: 'package:77' }, quantities: { [quantityKey(8)]: 2 } },
      [product(8, null)],
      [],
    );
    expect(selection.lines.map((line) => line.price)).toEqual([null, null, null]);
    expect(selection.total).toBeNull();
  });

  it('leaves out a product sold only on its own when a package is chosen', () => {
    const alone = product(12, 500, { separateOnly: true });
    const options = { choices: {}, quantities: { [quantityKey(12)]: 1 } };
    expect(selectionOf(PACKAGE, options, [alone], []).products).toEqual([]);
    expect(selectionOf(null, options, [alone], []).products).toEqual([{ id: 12, quantity: 1 }]);
  });
});

describe('the choices the wizard makes for the user', () => {
  it('preselects the cheapest option the hub names, also when it leaves the prices out', () => {
    const [video] = PACKAGE.choices;
    expect(video && cheapestOption(video)).toBe('product:6');
    expect(video && cheapestOption({ ...video, cheapestOption: { kind: 'package', id: 77 } })).toBe(
      'package:77',
    );
  });

  it('refuses a product sold only on its own together with anything else', () => {
    const list = [product(12, 500, { separateOnly: true }), product(13, 100)];
    expect(breaksSeparateOnly(null, [{ id: 12, quantity: 1 }], list)).toBe(false);
    expect(
      breaksSeparateOnly(
        null,
        [
          { id: 12, quantity: 1 },
          { id: 13, quantity: 1 },
        ],
        list,
      ),
    ).toBe(true);
    expect(breaksSeparateOnly(PACKAGE, [{ id: 12, quantity: 1 }], list)).toBe(true);
  });
});
