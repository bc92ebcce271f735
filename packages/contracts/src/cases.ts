import { z } from 'zod';
import {
  CaseCategory,
  ContactPersonRecordType,
  type ContactPersonType,
  MaterialsState,
  type OrderStatus,
  OrderStatusWord,
} from './enums.ts';

/** Case search and copy-material search need at least this many characters. */
export const MIN_SEARCH_LENGTH = 3;
export const CASE_PAGE_SIZE = 100;

export const CaseAddressRecord = z.object({
  addressFull: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  buildingFloor: z.string().nullable(),
  buildingDoor: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
});
export type CaseAddressRecord = z.infer<typeof CaseAddressRecord>;

export const ContactPersonRecord = z.object({
  /** Sent with an order's contact persons, so one can be chosen (e.g. as a booking link's recipient). */
  id: z.string().optional(),
  priority: z.number().int(),
  contactType: ContactPersonRecordType,
  name: z.string(),
  contactInfo: z.object({
    email: z.string().nullable(),
    phoneMobile: z.string().nullable(),
    phoneWork: z.string().nullable(),
    phonePrivate: z.string().nullable(),
  }),
});
export type ContactPersonRecord = z.infer<typeof ContactPersonRecord>;

/** A case as the hub sends it (docs/product.md). */
export const CaseRecord = z.object({
  id: z.string(),
  reference: z.string(),
  modifiedDate: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  category: CaseCategory,
  address: CaseAddressRecord,
  axCustomerId: z.string(),
  ordersInfo: z.object({
    latestOrderRelatedChangeTimestamp: z.string().nullable(),
    orderStatus: OrderStatusWord,
  }),
  materialInfo: z.object({
    hasMaterials: z.boolean(),
    materialsState: MaterialsState,
    deliveredProductCategories: z.array(CaseCategory),
  }),
  contactPersons: z.array(ContactPersonRecord),
  propertyInfo: z.object({
    propertyType: z.string().nullable(),
    registeredArea: z.number().nullable(),
    basementArea: z.number().nullable(),
    storeys: z.number().nullable(),
  }),
});
export type CaseRecord = z.infer<typeof CaseRecord>;

export interface ContactPerson {
  type: ContactPersonType | null;
  name: string;
  phone: string;
  alternativePhone: string;
  email: string;
}

export interface CaseAddress {
  full: string;
  street: string;
  houseNumber: string;
  floor: string;
  door: string;
  postNumber: string;
  city: string;
}

/** A case as the portal uses it. */
export interface Case {
  id: string;
  reference: string;
  updatedAt: string;
  department: { id: number; name: string };
  category: CaseCategory;
  address: CaseAddress;
  clientId: string;
  deliveryDate: string | null;
  orderStatus: OrderStatus;
  materials: {
    hasMaterials: boolean;
    state: MaterialsState;
    deliveredProductCategories: CaseCategory[];
    archived: boolean;
  };
  contactPersons: ContactPerson[];
  property: {
    propertyType: string | null;
    registeredArea: number | null;
    basementArea: number | null;
    storeys: number | null;
  };
}

export const CaseSortOrder = z.enum(['modifiedDate', 'reference', 'address', 'deliveryDate']);
export type CaseSortOrder = z.infer<typeof CaseSortOrder>;

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

export const CaseSearchBody = z.object({
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(CASE_PAGE_SIZE).default(CASE_PAGE_SIZE),
  branchIds: z.array(z.number().int()).max(500).optional(),
  modifiedDateFrom: z.iso.datetime({ offset: true }).optional(),
  modifiedDateTo: z.iso.datetime({ offset: true }).optional(),
  deliveredProductCategories: z.array(CaseCategory).optional(),
  orderStatuses: z.array(OrderStatusWord).optional(),
  searchKey: z
    .string()
    .trim()
    .max(200)
    .refine((key) => key.length === 0 || key.length >= MIN_SEARCH_LENGTH, 'cases.messages.searchTooShort')
    .optional(),
  sortOrder: CaseSortOrder.default('modifiedDate'),
  sortDirection: SortDirection.default('desc'),
  mustHaveOrder: z.boolean().optional(),
});
export type CaseSearchBody = z.input<typeof CaseSearchBody>;

export const CaseSearchResult = z.object({
  currentSkip: z.number().int(),
  take: z.number().int(),
  /** Exact, or a lower bound when `totalIsCapped`: the hub stops counting there (the list shows "10,000+"). */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  data: z.array(CaseRecord),
});
export type CaseSearchResult = z.infer<typeof CaseSearchResult>;

/** GET /Cases/Search/Filters as the hub sends it; the mapper drops empty entries. */
export const CaseFiltersRecord = z.object({
  types: z.array(z.string().nullable()),
  statuses: z.array(z.string().nullable()),
  branches: z.array(z.object({ id: z.number().int().nullable(), name: z.string().nullable() })),
});
export type CaseFiltersRecord = z.infer<typeof CaseFiltersRecord>;

export interface CaseFilters {
  categories: CaseCategory[];
  statuses: OrderStatusWord[];
  branches: { id: number; name: string }[];
}
