// The two calls of the new-order wizard (docs/product.md: the case is saved, then the order is created)
// with every rule they carry. The wizard's forms are built from these same pieces, so the portal and the hub
// refuse the same input with the same message keys, on the same field paths.
import { z } from 'zod';
import { ContactPersonType, OfferingType, OrderStatusWord } from './enums.ts';
import { phone } from './phone.ts';
import { numeric, quantity, writtenText } from './rules.ts';

/** The three order flows and the product grouping each offers. */
export const OrderFlow = z.enum(['PHOTOGRAPHY', 'PORTRAIT', 'SHOP']);
export type OrderFlow = z.infer<typeof OrderFlow>;
export const FLOW_GROUPING = { PHOTOGRAPHY: 'CASE', PORTRAIT: 'PORTRAIT', SHOP: 'SHOP' } as const;

export const AREA_MAX = 100_000;
export const FLOORS_MAX = 200;
export const EAN_LENGTH = 13;
export const PHOTOGRAPHER_COMMENT_MAX = 2000;
export const ORDER_CONTACTS_MAX = 10;
export const WATCHERS_MAX = 50;

export const BASEMENT_OVER_LIVING = 'orders.pages.new.basementOverLiving';

export const OrderContact = z.object({
  name: z.string().trim().min(1).max(200),
  phone: phone(),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
  contactType: ContactPersonType,
});
export type OrderContact = z.infer<typeof OrderContact>;

/** A case's address; floor, door and city area may be left empty. */
export const CaseAddressPayload = z.object({
  street: z.string().trim().min(1).max(200),
  buildingNumber: z.string().trim().min(1).max(20),
  buildingFloor: z.string().trim().max(20).optional(),
  buildingDoor: z.string().trim().max(20).optional(),
  cityArea: z.string().trim().max(100).optional(),
  city: z.string().trim().min(1).max(100),
  zip: z.string().trim().min(1).max(20),
});

const area = z.number().min(0).max(AREA_MAX);
const storeys = z.number().int().min(0).max(FLOORS_MAX);

/**
 * For `.superRefine`: the living area includes the basement, so the basement cannot be the larger one. An
 * area not given is not compared; the type checks guard against a refinement running on refused input.
 */
export function refuseBasementOverLiving(
  property: { livingArea?: unknown; basementArea?: unknown },
  ctx: z.RefinementCtx,
): void {
  const { livingArea, basementArea } = property;
  if (typeof livingArea === 'number' && typeof basementArea === 'number' && basementArea > livingArea) {
    ctx.addIssue({ code: 'custom', path: ['basementArea'], message: BASEMENT_OVER_LIVING });
  }
}

/** POST /Cases/upsert/webshop (docs/product.md). */
export const CaseUpsertBody = z.object({
  branchId: z.number().int(),
  /** The office's own case number; the hub numbers the case when it is empty. */
  reference: z.string().trim().max(50).default(''),
  orderContacts: z.array(OrderContact).max(ORDER_CONTACTS_MAX),
  address: CaseAddressPayload.optional(),
  /** Sent only when a property type is set; an area of 0 is one not given (the product description's default). */
  propertyInfo: z
    .object({
      propertyType: z.string().min(1),
      basementArea: area.default(0),
      registeredArea: area.default(0),
      totalStoreys: storeys.default(0),
    })
    .superRefine(({ registeredArea, basementArea }, ctx) =>
      refuseBasementOverLiving({ livingArea: registeredArea || undefined, basementArea }, ctx),
    )
    .optional(),
});
export type CaseUpsertBody = z.input<typeof CaseUpsertBody>;
export const CaseUpsertResponse = z.object({ caseId: z.string() });

/** The roof's colour as the office sees it (the spec's colours of outdoor renovation, without the patterns). */
export const RoofColor = z.enum(['black', 'darkGrey', 'lightGrey', 'beige', 'white', 'red']);
export type RoofColor = z.infer<typeof RoofColor>;

/** A Danish matrikelnummer, a Swedish fastighetsbeteckning or a Norwegian gnr/bnr: free text. */
export const CADASTRAL_NUMBER_MAX = 100;

/**
 * What the order tells the provider of the property. Every part may be left out: a cadastral number or an
 * offering type is worth sending without a property type.
 */
export const OrderPropertyInfo = z
  .object({
    propertyType: z.string().min(1).optional(),
    livingArea: area.optional(),
    basementArea: area.optional(),
    floors: storeys.optional(),
    cadastralNumber: z.string().trim().max(CADASTRAL_NUMBER_MAX).optional(),
    roofColor: RoofColor.optional(),
    offeringType: OfferingType.optional(),
  })
  .superRefine(refuseBasementOverLiving);

/** The key pickup needs an address to pick the keys up at. */
export const BookingInfo = z
  .object({
    keyPickup: z.boolean().default(false),
    keyPickupAddress: z.string().trim().max(300).optional(),
    externalStylist: z.boolean().default(false),
    photographerComment: writtenText.pipe(z.string().trim().max(PHOTOGRAPHER_COMMENT_MAX)).optional(),
  })
  .superRefine(({ keyPickup, keyPickupAddress }, ctx) => {
    if (keyPickup && !keyPickupAddress) {
      ctx.addIssue({ code: 'custom', path: ['keyPickupAddress'], message: 'rules.required' });
    }
  });

/** A VAT number (CVR or organisation number): digits, spaces and dashes. */
export const vatNumber = z
  .string()
  .trim()
  .max(20)
  .regex(/^[\d\s-]*$/, 'rules.string.matches');

/** An EAN (public invoicing) number: 13 digits, or left empty. Its length is checked only once it is digits. */
export const eanNumber = z
  .string()
  .trim()
  .pipe(numeric)
  .pipe(
    z.string().refine((value) => value === '' || value.length === EAN_LENGTH, {
      message: 'rules.string.length',
      params: { length: EAN_LENGTH },
    }),
  );

/**
 * Business invoicing (docs/product.md) is sent only with a VAT number, so a customer reference or an EAN
 * number without one would be lost: the VAT number is required.
 */
export const BusinessInvoice = z.object({
  customerReference: z.string().trim().max(100),
  cvr: vatNumber.pipe(z.string().min(1)),
  ean: eanNumber,
});

export const EndUserInvoice = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100),
  email: z.string().trim().email().max(254),
  phone: phone(),
  address: z.string().trim().min(1).max(300),
});

export const OrderProductLine = z.object({ id: z.number().int(), quantity: quantity() });
export const ProductChoice = z.object({
  choiceId: z.number().int(),
  productId: z.number().int().optional(),
  packageId: z.number().int().optional(),
});

/** POST /orders/new/webshop. */
export const OrderCreateBody = z.object({
  caseId: z.string().uuid(),
  /** Id of the unfinished order this came from, so it is cleared once the order exists. */
  orderId: z.string().max(100).optional(),
  flow: OrderFlow,
  bookingInfo: BookingInfo,
  propertyInfo: OrderPropertyInfo.optional(),
  responsibleEmail: z.string().trim().toLowerCase().email(),
  package: z.object({ id: z.number().int() }).nullable(),
  productChoices: z.array(ProductChoice).max(50).default([]),
  products: z.array(OrderProductLine).max(100).default([]),
  invoicing: z
    .object({
      /** Sent only when a VAT number (cvr) is present. */
      business: BusinessInvoice.optional(),
      /** Sent only when end-user invoicing was asked for. */
      endUser: EndUserInvoice.optional(),
    })
    .default({}),
  watcherEmails: z.array(z.string().trim().toLowerCase().email()).max(WATCHERS_MAX).default([]),
  /** The department's campaign the order is placed under, when any (docs/product.md "Campaigns"). */
  campaignId: z.uuid().nullable().default(null),
  /** Sent after the user agreed to take the campaign over its budget; without it such an order is refused. */
  confirmOverBudget: z.boolean().default(false),
});
export type OrderCreateBody = z.input<typeof OrderCreateBody>;

export const OrderCreateResponse = z.object({
  success: z.boolean(),
  orderId: z.string(),
  salesId: z.string(),
  /** Open, or AWAITING_APPROVAL when the order is above its department's spend rules (docs/product.md "Spend"). */
  status: OrderStatusWord,
});
export type OrderCreateResponse = z.infer<typeof OrderCreateResponse>;

/**
 * POST /orders/new/webshop-with-case: the wizard's submission as one unit, the case save and the order, so
 * that a refused order leaves the case as it was
 * (docs/decisions/0109-wizard-submits-case-and-order-in-one-call.md).
 */
export const CaseOrderCreateBody = z.object({
  case: CaseUpsertBody,
  order: OrderCreateBody.omit({ caseId: true }),
});
export type CaseOrderCreateBody = z.input<typeof CaseOrderCreateBody>;
export const CaseOrderCreateResponse = OrderCreateResponse.extend({ caseId: z.string() });
export type CaseOrderCreateResponse = z.infer<typeof CaseOrderCreateResponse>;
