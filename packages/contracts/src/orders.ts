import { z } from 'zod';
import { ContactPersonRecord } from './cases.ts';
import { ContactPersonType, OrderStatusWord, TaskCategory, TaskStatusWord } from './enums.ts';
import { phone } from './phone.ts';
import { quantity } from './rules.ts';

/** The three "Booking options" of portal.md, chosen on the receipt. */
export const BookingChoice = z.enum(['PROVIDER_PHONE', 'CONTACT_LINK', 'ONLINE_CALENDAR']);
export type BookingChoice = z.infer<typeof BookingChoice>;

/** The three order flows and the product grouping each offers. */
export const OrderFlow = z.enum(['PHOTOGRAPHY', 'PORTRAIT', 'SHOP']);
export type OrderFlow = z.infer<typeof OrderFlow>;
export const FLOW_GROUPING = { PHOTOGRAPHY: 'CASE', PORTRAIT: 'PORTRAIT', SHOP: 'SHOP' } as const;

export const OrderContact = z.object({
  name: z.string().trim().min(1).max(200),
  phone: phone(),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
  contactType: ContactPersonType,
});
export type OrderContact = z.infer<typeof OrderContact>;

/** POST /Cases/upsert/webshop (calls.md "Case-creation payload"). */
export const CaseUpsertBody = z.object({
  branchId: z.number().int(),
  /** The office's own case number; the hub numbers the case when it is empty. */
  reference: z.string().trim().max(50).default(''),
  orderContacts: z.array(OrderContact).max(10),
  address: z
    .object({
      street: z.string().trim().min(1).max(200),
      buildingNumber: z.string().trim().min(1).max(20),
      buildingFloor: z.string().trim().max(20).optional(),
      buildingDoor: z.string().trim().max(20).optional(),
      cityArea: z.string().trim().max(100).optional(),
      city: z.string().trim().min(1).max(100),
      zip: z.string().trim().min(1).max(20),
    })
    .optional(),
  /** Sent only when a property type is set. */
  propertyInfo: z
    .object({
      propertyType: z.string().min(1),
      basementArea: z.number().min(0).max(100_000).default(0),
      registeredArea: z.number().min(0).max(100_000).default(0),
      totalStoreys: z.number().int().min(0).max(200).default(0),
    })
    .optional(),
});
export type CaseUpsertBody = z.input<typeof CaseUpsertBody>;
export const CaseUpsertResponse = z.object({ caseId: z.string() });

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
  bookingInfo: z.object({
    keyPickup: z.boolean().default(false),
    keyPickupAddress: z.string().trim().max(300).optional(),
    externalStylist: z.boolean().default(false),
    photographerComment: z.string().max(2000).optional(),
  }),
  propertyInfo: z
    .object({
      propertyType: z.string().min(1),
      livingArea: z.number().min(0).max(100_000).optional(),
      basementArea: z.number().min(0).max(100_000).optional(),
      floors: z.number().int().min(0).max(200).optional(),
    })
    .optional(),
  responsibleEmail: z.string().trim().toLowerCase().email(),
  package: z.object({ id: z.number().int() }).nullable(),
  productChoices: z.array(ProductChoice).max(50).default([]),
  products: z.array(OrderProductLine).max(100).default([]),
  invoicing: z
    .object({
      /** Sent only when a VAT number (cvr) is present. */
      business: z
        .object({
          customerReference: z.string().max(100),
          cvr: z.string().min(1).max(20),
          ean: z.string().max(20),
        })
        .optional(),
      /** Sent only when end-user invoicing was asked for. */
      endUser: z
        .object({
          firstName: z.string().trim().min(1).max(100),
          lastName: z.string().trim().max(100),
          email: z.string().trim().email(),
          phone: phone(),
          address: z.string().trim().min(1).max(300),
        })
        .optional(),
    })
    .default({}),
  watcherEmails: z.array(z.string().trim().toLowerCase().email()).max(50).default([]),
});
export type OrderCreateBody = z.input<typeof OrderCreateBody>;

export const OrderCreateResponse = z.object({
  success: z.boolean(),
  orderId: z.string(),
  salesId: z.string(),
});
export type OrderCreateResponse = z.infer<typeof OrderCreateResponse>;

export const OrderAddressRecord = z.object({
  street: z.string(),
  houseNumber: z.string(),
  floor: z.string().nullable(),
  appartmentNumber: z.string().nullable(),
  area: z.string().nullable(),
  city: z.string(),
  postNumber: z.string(),
  country: z.string(),
});

/** An order as the hub sends it (calls.md "Order"). */
export const OrderRecord = z.object({
  id: z.string(),
  salesId: z.string(),
  caseId: z.string(),
  caseReference: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  status: OrderStatusWord,
  createdDate: z.string(),
  deliveryDate: z.string().nullable(),
  currency: z.string(),
  responsibleUserId: z.string().nullable(),
  /** An office address given instead of a personal one; it receives the order's mails too. */
  responsibleEmail: z.string().nullable(),
  /** Missing on orders without prices; the portal shows 0. */
  totalPrice: z.number().nullable(),
  packageName: z.string().nullable(),
  propertyType: z.string().nullable(),
  livingArea: z.number().nullable(),
  basementArea: z.number().nullable(),
  floors: z.number().nullable(),
  keyPickup: z.boolean(),
  keyPickupAddress: z.string().nullable(),
  externalStylist: z.boolean(),
  photographerComment: z.string().nullable(),
  bookingChoice: BookingChoice.nullable(),
  businessInvoice: z.object({ customerReference: z.string(), cvr: z.string(), ean: z.string() }).nullable(),
  endUserInvoicing: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
    })
    .nullable(),
  address: OrderAddressRecord,
  contactPersons: z.array(ContactPersonRecord),
});
export type OrderRecord = z.infer<typeof OrderRecord>;

export const OrderLineRecord = z.object({
  id: z.string(),
  batchId: z.string().nullable(),
  productName: z.string(),
  status: z.string(),
  orderedQuantity: z.number().int(),
  deliveredQuantity: z.number().int(),
  price: z.number().nullable(),
  deliveredAt: z.string().nullable(),
  unit: z.string(),
  canReceiveFeedback: z.boolean(),
  vendorOrderLineId: z.string().nullable(),
});
export type OrderLineRecord = z.infer<typeof OrderLineRecord>;

export const OrderTaskRecord = z.object({
  id: z.string(),
  type: TaskCategory,
  status: TaskStatusWord,
  productName: z.string(),
  orderlineId: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderTaskRecord = z.infer<typeof OrderTaskRecord>;

export const BookingInfoRecord = z.object({
  orderId: z.string(),
  choice: BookingChoice.nullable(),
  keyPickup: z.boolean(),
  keyPickupAddress: z.string().nullable(),
  photographerComment: z.string().nullable(),
  /** The confirmed time of the shoot, when one is booked (bookings issue). */
  dateOfPhotography: z.string().nullable(),
  /** The order's booking (GET /Bookings/{id}), when the order has a photographer booking task. */
  bookingId: z.string().nullable().optional(),
});
export type BookingInfoRecord = z.infer<typeof BookingInfoRecord>;

/** POST /orders/{id}/booking-choice: the receipt's choice of how the shoot is booked. */
export const BookingChoiceBody = z.object({ choice: BookingChoice });

export const OrderLineActionsQuery = z.object({ orderlineIds: z.string().max(4000) });
export const OrderLineActions = z.array(
  z.object({ orderlineId: z.string(), actions: z.array(z.enum(['FEEDBACK', 'ADD_EXTRA'])) }),
);

export const ResponsibleBody = z.object({ userId: z.string().uuid() });
export const WatchersBody = z.object({ userIds: z.array(z.string().uuid()).max(50) });
export const WatchersResponse = z.object({ userIds: z.array(z.string()) });

export const ExtraOrderLine = z.object({
  itemId: z.number().int(),
  config: z.record(z.string(), z.unknown()).nullable().optional(),
  quantity: quantity().refine((value) => value > 0, 'rules.quantity'),
  variant: z.string().max(100).nullable().optional(),
});
export const ExtraOrderLinesBody = z.array(ExtraOrderLine).min(1).max(20);
export const ExtraOrderLinesResponse = z.array(
  z.object({ success: z.boolean(), orderlineId: z.string().nullable() }),
);

export const CaseAddressBody = z.object({
  street: z.string().trim().min(1).max(200),
  buildingNumber: z.string().trim().min(1).max(20),
  buildingFloor: z.string().trim().max(20).optional(),
  buildingDoor: z.string().trim().max(20).optional(),
  zip: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
});

/** The unfinished new order of a user, as the wizard left it. */
export const OrderDraft = z.object({
  id: z.string(),
  step: z.number().int().min(0).max(4),
  flow: OrderFlow.nullable(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type OrderDraft = z.infer<typeof OrderDraft>;
export const OrderDraftBody = OrderDraft.omit({ updatedAt: true, id: true }).extend({
  id: z.string().max(100).optional(),
});
