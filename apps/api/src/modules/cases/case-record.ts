import type { CaseRecord, ContactPersonRecord } from '@portal/contracts';
import type { cases, contactPersons } from './cases.table.ts';

/** A case row with the department fields its record carries. */
export interface CaseWithBranch {
  case: typeof cases.$inferSelect;
  branchName: string;
  axCustomerId: string;
}

export type ContactPersonRow = typeof contactPersons.$inferSelect;

export function toContactPersonRecord(contact: ContactPersonRow): ContactPersonRecord {
  return {
    priority: contact.priority,
    contactType: contact.contactType as ContactPersonRecord['contactType'],
    name: contact.name,
    contactInfo: {
      email: contact.email,
      phoneMobile: contact.phoneMobile,
      phoneWork: contact.phoneWork,
      phonePrivate: contact.phonePrivate,
    },
  };
}

/** The case record the hub answers (docs/product.md); contacts by priority. */
export function toCaseRecord(row: CaseWithBranch, contacts: ContactPersonRow[]): CaseRecord {
  const item = row.case;
  return {
    id: item.id,
    reference: item.reference,
    modifiedDate: item.modifiedDate.toISOString(),
    branchId: item.branchId,
    branchName: row.branchName,
    category: item.category as CaseRecord['category'],
    address: {
      addressFull: item.addressFull,
      street: item.street,
      buildingNumber: item.buildingNumber,
      buildingFloor: item.buildingFloor,
      buildingDoor: item.buildingDoor,
      zip: item.zip,
      city: item.city,
    },
    axCustomerId: row.axCustomerId,
    ordersInfo: {
      latestOrderRelatedChangeTimestamp: item.latestOrderChangeAt?.toISOString() ?? null,
      orderStatus: item.orderStatus,
    },
    materialInfo: {
      hasMaterials: item.hasMaterials,
      materialsState: item.materialsState,
      deliveredProductCategories:
        item.deliveredProductCategories as CaseRecord['materialInfo']['deliveredProductCategories'],
    },
    contactPersons: contacts.toSorted((a, b) => a.priority - b.priority).map(toContactPersonRecord),
    propertyInfo: {
      propertyType: item.propertyType,
      registeredArea: item.registeredArea,
      basementArea: item.basementArea,
      storeys: item.storeys,
    },
  };
}
