// Hub records to the shapes the portal uses (docs/product.md).
import type {
  Case,
  CaseFilters,
  CaseFiltersRecord,
  CaseRecord,
  ContactPerson,
  ContactPersonRecord,
} from './cases.ts';
import {
  CaseCategory,
  type Locale,
  type MaterialsState,
  type OrderStatus,
  OrderStatusWord,
  type TaskStatus,
} from './enums.ts';

const ORDER_STATUS: Record<OrderStatusWord, OrderStatus> = {
  Open: 'OPEN',
  Delivered: 'DELIVERED',
  Cancelled: 'CANCELLED',
  None: 'NONE',
  Invoiced: 'INVOICED',
  Backorder: 'BACKORDER',
  AWAITING_APPROVAL: 'AWAITING_APPROVAL',
};

export function mapOrderStatus(word: string | null | undefined): OrderStatus {
  const parsed = OrderStatusWord.safeParse(word);
  return parsed.success ? ORDER_STATUS[parsed.data] : 'NONE';
}

/**
 * An order not finished: open, open with products on back order (docs/product.md: BACKORDER is shown as
 * open), or waiting for its approval, after which it goes on. Archiving waits for it, and a new order for its
 * case asks first. Extra lines and bookings take only an OPEN one (the hub's orders and bookings services).
 */
export const isOpenOrderStatus = (status: OrderStatus): boolean =>
  status === 'OPEN' || status === 'BACKORDER' || status === 'AWAITING_APPROVAL';

/** The open statuses in the words the hub stores, for queries. */
export const OPEN_ORDER_STATUS_WORDS: readonly OrderStatusWord[] = OrderStatusWord.options.filter((word) =>
  isOpenOrderStatus(ORDER_STATUS[word]),
);

const TASK_STATUS: Record<string, TaskStatus> = {
  Completed: 'COMPLETE',
  Open: 'NOT_DONE',
  Partial: 'PARTIAL',
  Cancelled: 'CANCELLED',
};

export function mapTaskStatus(word: string | null | undefined): TaskStatus {
  return (word && Object.hasOwn(TASK_STATUS, word) ? TASK_STATUS[word] : undefined) ?? 'UNKNOWN';
}

/** docs/product.md: a back-ordered order is shown as open in Danish. */
export function displayOrderStatus(status: OrderStatus, locale: Locale): OrderStatus {
  return status === 'BACKORDER' && locale === 'da' ? 'OPEN' : status;
}

export const EMPTY_CONTACT_PERSON: Readonly<ContactPerson> = Object.freeze({
  type: null,
  name: '',
  phone: '',
  alternativePhone: '',
  email: '',
});

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

export function mapContactPersons(records: ContactPersonRecord[]): ContactPerson[] {
  const contacts = records
    .filter((record) => record.contactType !== 'NONE')
    .toSorted((a, b) => a.priority - b.priority)
    .map(
      (record): ContactPerson => ({
        type: record.contactType === 'NONE' ? null : record.contactType,
        name: record.name,
        phone: record.contactInfo.phoneMobile ?? '',
        alternativePhone: [record.contactInfo.phoneWork, record.contactInfo.phonePrivate].find(present) ?? '',
        email: record.contactInfo.email ?? '',
      }),
    );
  // docs/product.md: a case without contacts still gets one, empty, for the order form to fill in.
  return contacts.length > 0 ? contacts : [{ ...EMPTY_CONTACT_PERSON }];
}

export function isArchived(state: MaterialsState): boolean {
  return state === 'ARCHIVED' || state === 'ARCHIVING';
}

export function mapCase(record: CaseRecord): Case {
  const { address, materialInfo, propertyInfo } = record;
  return {
    id: record.id,
    reference: record.reference,
    updatedAt: record.modifiedDate,
    department: { id: record.branchId, name: record.branchName },
    category: record.category,
    address: {
      full: address.addressFull,
      street: address.street,
      houseNumber: address.buildingNumber,
      floor: address.buildingFloor ?? '',
      door: address.buildingDoor ?? '',
      postNumber: address.zip,
      city: address.city,
    },
    clientId: record.axCustomerId,
    deliveryDate: record.ordersInfo.latestOrderRelatedChangeTimestamp,
    orderStatus: mapOrderStatus(record.ordersInfo.orderStatus),
    materials: {
      hasMaterials: materialInfo.hasMaterials,
      state: materialInfo.materialsState,
      deliveredProductCategories: materialInfo.deliveredProductCategories,
      archived: isArchived(materialInfo.materialsState),
    },
    contactPersons: mapContactPersons(record.contactPersons),
    property: {
      propertyType: propertyInfo.propertyType,
      registeredArea: propertyInfo.registeredArea,
      basementArea: propertyInfo.basementArea,
      storeys: propertyInfo.storeys,
    },
  };
}

export function mapCaseFilters(record: CaseFiltersRecord): CaseFilters {
  // Values outside the known enums are dropped with the empty ones: the filter could never match them.
  const categories = record.types.flatMap((type) => {
    const parsed = CaseCategory.safeParse(type);
    return parsed.success ? [parsed.data] : [];
  });
  const statuses = record.statuses.flatMap((status) => {
    const parsed = OrderStatusWord.safeParse(status);
    return parsed.success ? [parsed.data] : [];
  });
  const branches = record.branches.flatMap((branch) =>
    branch.id !== null && branch.name !== null && branch.name.trim() !== ''
      ? [{ id: branch.id, name: branch.name }]
      : [],
  );
  return { categories, statuses, branches };
}
