import type { Branch, PackageRecord, ProductRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { CaseSaveError, fieldProblems, type OrderInput, toCaseBody, toOrderBody } from './order-payload.ts';
import { selectionOf } from './order-selection.ts';
import { informationSchema, startSchema } from './step-schemas.ts';
import { choiceKey, emptyWizardData, quantityKey, STEP, type WizardData } from './wizard-state.ts';

const BRANCH: Branch = {
  id: 11,
  axCustomerId: 'DK-10042',
  name: 'Nordbolig København',
  access: 'REGULAR',
  countryCode: 'DK',
  useUpperCase: true,
  endUserInvoicing: true,
  businessInvoicing: true,
  maxImageUploadCount: 50,
  contactPersonId: null,
  locale: 'da',
  currency: 'DKK',
};

const product = (
  id: number,
  name: string,
  price: number,
  extra: Partial<ProductRecord> = {},
): ProductRecord => ({
  id,
  name,
  description: '',
  thumbnail: null,
  price,
  currency: 'DKK',
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
  id: 500,
  name: 'Sale package',
  description: '',
  thumbnail: null,
  basePrice: 3000,
  totalPrice: 3400,
  currency: 'DKK',
  type: 'GENERIC',
  grouping: 'CASE',
  products: [product(1, 'Photos', 0)],
  choices: [
    {
      id: 70,
      group: 'Floor plan',
      minPrice: 400,
      products: [product(2, '2D floor plan', 400)],
      packages: [],
      cheapestOption: { kind: 'product', id: 2 },
    },
  ],
  itemNumber: 'PKG-500',
  config: null,
};

/** A wizard filled in as an agent would: a package with its choice, one extra product, two contact persons. */
function filledWizard(): WizardData {
  const data = emptyWizardData('agent@nordbolig.dk', BRANCH.id);
  data.start = {
    ...data.start,
    flow: 'PHOTOGRAPHY',
    lookup: { text: 'Vesterbrogade 12, 2. th, 1620 København V', id: 'dawa-1' },
    address: {
      street: 'Vesterbrogade',
      buildingNumber: '12',
      buildingFloor: '2',
      buildingDoor: 'th',
      zip: '1620',
      city: 'København V',
      cityArea: '',
    },
    reference: 'sag-77',
  };
  data.packageId = PACKAGE.id;
  data.options = { choices: { [choiceKey(70)]: 'product:2' }, quantities: { [quantityKey(3)]: 2 } };
  data.info.orderContacts = [
    { contactType: 'OWNER', name: 'Mette Holm', phone: '20 30 40 50', email: '' },
    { contactType: null, name: '', phone: '', email: '' },
    { contactType: 'TENANT', name: 'Jonas Lind', phone: '+45 31 32 33 34', email: 'jonas@example.dk' },
  ];
  data.info.propertyInfo = {
    ...data.info.propertyInfo,
    propertyType: 'VILLA',
    livingArea: '142',
    basementArea: '',
    floors: '2',
  };
  data.info.watcherEmails = ['office@nordbolig.dk'];
  data.info.invoicing.endUser = {
    firstName: 'Kept',
    lastName: 'Aside',
    email: 'x@y.dk',
    phone: '',
    address: 'Here',
  };
  return data;
}

/** The order as the wizard sends it: the steps' forms parse the values, the catalogue prices the selection. */
function orderInput(data: WizardData): OrderInput {
  const start = startSchema('agent@nordbolig.dk', [BRANCH]).parse(data.start);
  const info = informationSchema({ countryCode: BRANCH.countryCode, maxArea: null }).parse(data.info);
  const extraPhotos = product(3, 'Extra photos', 150);
  return {
    start,
    info,
    selection: selectionOf(PACKAGE, data.options, [extraPhotos], []),
    packageId: PACKAGE.id,
    draftId: 'draft-9',
  };
}

describe('the case a new order is saved on', () => {
  it('carries the address, the upper-cased case number and only the contact persons filled in', () => {
    const body = toCaseBody(orderInput(filledWizard()));
    expect(body).toMatchObject({
      branchId: 11,
      reference: 'SAG-77',
      address: {
        street: 'Vesterbrogade',
        buildingNumber: '12',
        buildingFloor: '2',
        buildingDoor: 'th',
        zip: '1620',
      },
    });
    expect(body.orderContacts.map((contact) => contact.name)).toEqual(['Mette Holm', 'Jonas Lind']);
    // Typed without a country code, the number gets the department's.
    expect(body.orderContacts[0]?.phone).toBe('+45 20 30 40 50');
  });

  it('carries the property under the case’s own names, with 0 for an area not given', () => {
    expect(toCaseBody(orderInput(filledWizard())).propertyInfo).toEqual({
      propertyType: 'VILLA',
      registeredArea: 142,
      basementArea: 0,
      totalStoreys: 2,
    });
  });

  it('leaves the property out when no property type is chosen', () => {
    const data = filledWizard();
    data.info.propertyInfo.propertyType = null;
    expect(toCaseBody(orderInput(data))).not.toHaveProperty('propertyInfo');
  });
});

describe('the order the wizard creates', () => {
  it('names the package, its chosen option, the extra products, the watchers and the draft it replaces', () => {
    expect(toOrderBody(orderInput(filledWizard()))).toEqual({
      orderId: 'draft-9',
      flow: 'PHOTOGRAPHY',
      bookingInfo: {
        keyPickup: false,
        keyPickupAddress: '',
        externalStylist: false,
        photographerComment: '',
      },
      propertyInfo: { propertyType: 'VILLA', livingArea: 142, basementArea: undefined, floors: 2 },
      responsibleEmail: 'agent@nordbolig.dk',
      package: { id: 500 },
      productChoices: [{ choiceId: 70, productId: 2 }],
      products: [{ id: 3, quantity: 2 }],
      invoicing: { business: undefined, endUser: undefined },
      watcherEmails: ['office@nordbolig.dk'],
      campaignId: null,
      confirmOverBudget: false,
    });
  });

  it('tells the provider the cadastral number, the roof colour and the offering type, also without a property type', () => {
    const data = filledWizard();
    data.info.propertyInfo = {
      ...data.info.propertyInfo,
      propertyType: null,
      cadastralNumber: ' 12a Hellerup By ',
      roofColor: 'darkGrey',
      offeringType: 'BOTH',
    };
    expect(toOrderBody(orderInput(data)).propertyInfo).toEqual({
      livingArea: 142,
      floors: 2,
      cadastralNumber: '12a Hellerup By',
      roofColor: 'darkGrey',
      offeringType: 'BOTH',
    });
  });

  it('leaves out the property facts not given', () => {
    const { propertyInfo } = toOrderBody(orderInput(filledWizard()));
    expect(JSON.parse(JSON.stringify(propertyInfo))).toEqual({
      propertyType: 'VILLA',
      livingArea: 142,
      floors: 2,
    });
  });

  it('names the chosen campaign, and says when the user agreed to take it over its budget', () => {
    const data = filledWizard();
    data.info.campaignId = 'campaign-7';
    expect(toOrderBody(orderInput(data))).toMatchObject({
      campaignId: 'campaign-7',
      confirmOverBudget: false,
    });
    expect(toOrderBody({ ...orderInput(data), confirmOverBudget: true }).confirmOverBudget).toBe(true);
  });

  it('invoices the end user only when asked for, and a business only when its details are filled in', () => {
    const data = filledWizard();
    data.info.endUserInvoicing = true;
    data.info.invoicing.endUser = {
      firstName: 'Mette',
      lastName: 'Holm',
      email: 'mette@example.dk',
      phone: '20304050',
      address: 'Vesterbrogade 12',
    };
    data.info.invoicing.business = { customerReference: 'Q3', cvr: '12345678', ean: '' };
    const { invoicing } = toOrderBody(orderInput(data));
    expect(invoicing?.endUser).toMatchObject({ firstName: 'Mette', phone: '+45 20304050' });
    expect(invoicing?.business).toMatchObject({ customerReference: 'Q3', cvr: '12345678' });
  });
});

describe('the hub’s refusal shown next to the wizard’s fields', () => {
  it('puts a refused contact of the case back on the form row it came from, in the information step', () => {
    const input = orderInput(filledWizard());
    // The case payload left out the empty second row, so the hub's second contact is the form's third.
    const refusal = new CaseSaveError(
      new ApiError(400, 'errors.badRequest', { 'orderContacts.1.phone': 'rules.phone' }),
    );
    expect(fieldProblems(refusal, input.info)).toEqual([
      {
        step: STEP.information,
        path: 'orderContacts.2.phone',
        label: 'common.fields.phone',
        message: 'rules.phone',
      },
    ]);
  });

  it('sends address and package problems to the steps that hold those fields', () => {
    const refusal = new ApiError(400, 'errors.badRequest', {
      'address.zip': 'rules.required',
      'products.0': 'x',
    });
    expect(fieldProblems(refusal, null)).toEqual([
      { step: STEP.start, path: 'address.zip', label: 'orders.fields.postNumber', message: 'rules.required' },
      { step: STEP.options, path: 'products', label: 'orders.steps.options', message: 'x' },
    ]);
  });

  it('shows nothing next to the fields for a failure that is not about them', () => {
    expect(fieldProblems(new Error('offline'), null)).toEqual([]);
  });
});
