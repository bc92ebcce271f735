import { ErrorKey } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.ts';
import type { PricedProduct } from '../catalogue/priced-records.ts';
import {
  assertAreaCovered,
  caseCategoryOf,
  fromCents,
  productLine,
  toCents,
  toLineValues,
} from './order-plan.ts';

const product = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  id: 7,
  name: 'Photos',
  description: '',
  thumbnail: null,
  price: 1499.5,
  currency: 'DKK',
  quantity: 1,
  unit: 'pcs',
  grouping: 'CASE',
  maxOrderAmount: null,
  maxKvmSize: null,
  tasks: ['IMAGE_SELECTOR'],
  showAlert: false,
  itemNumber: 'PH-1',
  config: null,
  variant: null,
  separateOnly: false,
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: 'CASE',
  deliveryKinds: ['files'],
  cloudScannerLinkTypes: [],
  ...overrides,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('an order line from a product', () => {
  it('prices one unit in cents and copies the product’s tasks', () => {
    const line = productLine(product(), 3);
    expect(line).toMatchObject({
      productId: 7,
      quantity: 3,
      priceCents: 149950,
      taskCategories: ['IMAGE_SELECTOR'],
    });
  });

  it('is delivered as the product’s category only when the product delivers something', () => {
    expect(productLine(product({ caseCategory: 'MATTERPORT' }), 1).deliveredCategory).toBe('MATTERPORT');
    expect(productLine(product({ deliveryKinds: [] }), 1).deliveredCategory).toBeNull();
  });

  it('keeps a package content’s price of 0 when given', () => {
    expect(productLine(product(), 2, 0).priceCents).toBe(0);
  });
});

describe('the case category an order makes', () => {
  const line = (caseCategory: PricedProduct['caseCategory'], delivers = true) =>
    productLine(product({ caseCategory, deliveryKinds: delivers ? ['files'] : [] }), 1);

  it('is the category every delivered product shares', () => {
    expect(caseCategoryOf([line('MATTERPORT'), line('CASE', false)], 'PHOTOGRAPHY')).toBe('MATTERPORT');
  });

  it('is the flow’s own when the products differ or none delivers', () => {
    expect(caseCategoryOf([line('MATTERPORT'), line('CASE')], 'PHOTOGRAPHY')).toBe('CASE');
    expect(caseCategoryOf([line('MATTERPORT', false)], 'PORTRAIT')).toBe('PORTRAIT');
    expect(caseCategoryOf([], 'SHOP')).toBe('SHOP');
  });
});

describe('the living area a product covers', () => {
  const lines = [productLine(product({ maxKvmSize: 150 }), 1), productLine(product(), 1)];

  it('refuses a larger area on the field that gave it', () => {
    const error = refusal(() => assertAreaCovered(lines, 151, 'propertyInfo.livingArea'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: ErrorKey.areaOverMax,
      fields: { 'propertyInfo.livingArea': ErrorKey.areaOverMax },
    });
  });

  it('accepts the limit itself and an area not given', () => {
    expect(refusal(() => assertAreaCovered(lines, 150, 'area'))).toBeUndefined();
    expect(refusal(() => assertAreaCovered(lines, null, 'area'))).toBeUndefined();
  });
});

describe('the rows of planned lines', () => {
  it('number the lines from the first free position, with the price as text and delivery awaited', () => {
    const fee = productLine(product({ deliveryKinds: [], itemNumber: 'FEE' }), 1);
    const rows = toLineValues('order-1', [productLine(product(), 2), fee], 3);
    expect(rows.map((row) => [row.position, row.price, row.awaitsDelivery])).toEqual([
      [3, '1499.50', true],
      [4, '1499.50', false],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it('round prices to whole cents and back', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(149950)).toBe('1499.50');
  });
});
