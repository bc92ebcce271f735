import type { OrderApproval, OrderLineRecord, OrderPropertyFacts, OrderRecord } from '@portal/contracts';
import { type Actor, priceFor } from '../../actor.ts';
import { toContactPersonRecord } from '../cases/case-record.ts';
import type { findContactPersonsOfCase } from '../cases/cases.service.ts';
import type { OrderLineRow, OrderWithCase } from './orders.repo.ts';

type ContactRow = Awaited<ReturnType<typeof findContactPersonsOfCase>>[number];

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** Whose answer it is: prices only for a reader who wants to see them (actor.ts › `priceFor`). */
type Viewer = Pick<Actor, 'seesPrices'>;

/** What the office told of the property and the visit, for the order and the photographer's job sheet. */
export function toOrderPropertyFacts(order: OrderWithCase['order']): OrderPropertyFacts {
  return {
    propertyType: order.propertyType,
    livingArea: order.livingArea,
    basementArea: order.basementArea,
    floors: order.storeys,
    cadastralNumber: order.cadastralNumber,
    roofColor: order.roofColor,
    offeringType: order.offeringType,
    keyPickup: order.keyPickup,
    keyPickupAddress: order.keyPickupAddress,
    externalStylist: order.externalStylist,
    photographerComment: order.photographerComment,
  };
}

export function toOrderRecord(
  row: OrderWithCase,
  contacts: ContactRow[],
  viewer: Viewer,
  approval: OrderApproval | null,
): OrderRecord {
  const { order, case: item } = row;
  return {
    id: order.id,
    salesId: order.salesId,
    caseId: order.caseId,
    caseReference: item.reference,
    branchId: order.branchId,
    branchName: row.branchName,
    status: order.status,
    createdDate: order.createdDate.toISOString(),
    deliveryDate: order.deliveryDate?.toISOString() ?? null,
    currency: order.currency,
    responsibleUserId: order.responsibleUserId,
    responsibleEmail: order.responsibleEmail,
    totalPrice: priceFor(viewer, toNumber(order.totalPrice)),
    packageName: row.packageName,
    ...toOrderPropertyFacts(order),
    bookingChoice: order.bookingChoice as OrderRecord['bookingChoice'],
    businessInvoice: order.businessInvoice,
    endUserInvoicing: order.endUserInvoice,
    address: {
      street: item.street,
      houseNumber: item.buildingNumber,
      floor: item.buildingFloor,
      appartmentNumber: item.buildingDoor,
      area: item.cityArea,
      city: item.city,
      postNumber: item.zip,
      country: row.countryCode,
    },
    contactPersons: contacts.map((contact) => ({ id: contact.id, ...toContactPersonRecord(contact) })),
    approval,
  };
}

export function toOrderLineRecord(line: OrderLineRow, viewer: Viewer): OrderLineRecord {
  return {
    id: line.id,
    batchId: line.batchId,
    productName: line.productName,
    status: line.status.toUpperCase(),
    orderedQuantity: line.orderedQuantity,
    deliveredQuantity: line.deliveredQuantity,
    price: priceFor(viewer, toNumber(line.price)),
    deliveredAt: line.deliveredAt?.toISOString() ?? null,
    unit: line.unit,
    canReceiveFeedback: line.canReceiveFeedback,
    vendorOrderLineId: line.vendorOrderLineId,
  };
}
