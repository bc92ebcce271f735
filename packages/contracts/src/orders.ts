import { z } from 'zod';
import { ContactPersonRecord } from './cases.ts';
import { OfferingType, OrderStatusWord, TaskCategory, TaskStatusWord } from './enums.ts';
import { CaseAddressPayload, OrderFlow, RoofColor } from './new-order.ts';
import { quantity } from './rules.ts';
import { OrderApproval } from './spend.ts';

/** The three "Booking options" of docs/product.md, chosen on the receipt. */
export const BookingChoice = z.enum(['PROVIDER_PHONE', 'CONTACT_LINK', 'ONLINE_CALENDAR']);
export type BookingChoice = z.infer<typeof BookingChoice>;

/**
 * Why a visit cannot be booked online and is planned by the provider's booking department by phone: the
 * keys are picked up first, or the visit is longer than online booking allows.
 */
export const PhoneOnlyReason = z.enum(['KEY_PICKUP', 'LONG_VISIT']);
export type PhoneOnlyReason = z.infer<typeof PhoneOnlyReason>;

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

/** What the office told of the property and the visit when ordering, as the provider and photographer read it. */
export const OrderPropertyFacts = z.object({
  propertyType: z.string().nullable(),
  livingArea: z.number().nullable(),
  basementArea: z.number().nullable(),
  floors: z.number().nullable(),
  cadastralNumber: z.string().nullable(),
  roofColor: RoofColor.nullable(),
  offeringType: OfferingType.nullable(),
  keyPickup: z.boolean(),
  keyPickupAddress: z.string().nullable(),
  externalStylist: z.boolean(),
  /** The agent's words for the photographer, as they typed them. */
  photographerComment: z.string().nullable(),
});
export type OrderPropertyFacts = z.infer<typeof OrderPropertyFacts>;

/** An order as the hub sends it (docs/product.md). */
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
  /**
   * Null for a user who does not want to see prices (docs/product.md "Prices"), the portal then shows none;
   * also on an order without prices, which the portal shows as 0 to a user who sees prices.
   */
  totalPrice: z
    .number()
    .nullable()
    .describe('Null when the caller does not want to see prices, or on an order without prices.'),
  packageName: z.string().nullable(),
  ...OrderPropertyFacts.shape,
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
  /** Set on an order placed above its department's threshold or budget: waiting, approved or rejected. */
  approval: OrderApproval.nullable(),
});
export type OrderRecord = z.infer<typeof OrderRecord>;

export const OrderLineRecord = z.object({
  id: z.string(),
  batchId: z.string().nullable(),
  productName: z.string(),
  status: z.string(),
  orderedQuantity: z.number().int(),
  deliveredQuantity: z.number().int(),
  price: z
    .number()
    .nullable()
    .describe('Null when the caller does not want to see prices, or on a line without a price.'),
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
  /** Set when the visit can only be booked by the provider by phone; the booking choice is then made. */
  phoneOnlyReason: PhoneOnlyReason.nullable(),
});
export type BookingInfoRecord = z.infer<typeof BookingInfoRecord>;

/** POST /orders/{id}/booking-choice: the receipt's choice of how the shoot is booked. */
export const BookingChoiceBody = z.object({ choice: BookingChoice });

export const OrderLineActionsQuery = z.object({ orderlineIds: z.string().max(4000) });
export const OrderLineAction = z.enum(['FEEDBACK', 'ADD_EXTRA']);
export type OrderLineAction = z.infer<typeof OrderLineAction>;
/** What can be done with each asked-for order line. */
export const OrderLineActions = z.array(
  z.object({ orderlineId: z.string(), actions: z.array(OrderLineAction) }),
);
export type OrderLineActions = z.infer<typeof OrderLineActions>;

export const ResponsibleBody = z.object({ userId: z.string().uuid() });
export const WatchersBody = z.object({ userIds: z.array(z.string().uuid()).max(50) });
export const WatchersResponse = z.object({ userIds: z.array(z.string()) });

export const ExtraOrderLine = z.object({
  itemId: z.number().int(),
  config: z.record(z.string(), z.unknown()).nullable().optional(),
  quantity: quantity().refine((value) => value > 0, 'rules.quantity'),
  variant: z.string().max(100).nullable().optional(),
});
export type ExtraOrderLine = z.input<typeof ExtraOrderLine>;
export const ExtraOrderLinesBody = z.array(ExtraOrderLine).min(1).max(20);
export const ExtraOrderLinesResponse = z.array(
  z.object({ success: z.boolean(), orderlineId: z.string().nullable() }),
);
export type ExtraOrderLinesResponse = z.infer<typeof ExtraOrderLinesResponse>;

/** POST /cases/{id}/address: a case's address changed on its own, with the same parts as the wizard's. */
export const CaseAddressBody = CaseAddressPayload;
export type CaseAddressBody = z.input<typeof CaseAddressBody>;

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
