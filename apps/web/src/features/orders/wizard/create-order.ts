import {
  type ActiveUser,
  type CaseUpsertBody,
  ErrorKey,
  type OrderCreateBody,
  type OrderCreateResponse,
} from '@portal/contracts';
import { ApiError, apiRequest, isApiError } from '../../../lib/api-client.ts';
import type { Selection } from './order-selection.ts';
import type { InformationOutput, StartOutput } from './step-schemas.ts';
import { STEP } from './wizard-state.ts';

export interface OrderInput {
  start: StartOutput;
  info: InformationOutput;
  selection: Selection;
  packageId: number | null;
  users: ActiveUser[];
  draftId: string | undefined;
}

const orNone = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The contact persons that were filled in, with the form index each came from (for the hub's field errors). */
function usedContacts(info: InformationOutput) {
  return info.contacts.flatMap((person, index) =>
    person.name.trim() !== '' && person.contactType !== null
      ? [
          {
            index,
            contact: {
              name: person.name,
              phone: person.phone || undefined,
              email: person.email,
              contactType: person.contactType,
            },
          },
        ]
      : [],
  );
}

export function toCaseBody({ start, info }: Pick<OrderInput, 'start' | 'info'>): CaseUpsertBody {
  const { address } = start;
  return {
    branchId: start.branchId,
    reference: start.reference,
    orderContacts: usedContacts(info).map((used) => used.contact),
    address: {
      street: address.street,
      buildingNumber: address.houseNumber,
      buildingFloor: orNone(address.floor),
      buildingDoor: orNone(address.door),
      cityArea: orNone(address.area),
      city: address.city,
      zip: address.postNumber,
    },
    // calls.md: property information goes with the case only when a property type is set.
    ...(info.propertyType
      ? {
          propertyInfo: {
            propertyType: info.propertyType,
            basementArea: info.basementArea ?? 0,
            registeredArea: info.livingArea ?? 0,
            totalStoreys: info.floors ?? 0,
          },
        }
      : {}),
  };
}

export function toOrderBody(input: OrderInput, caseId: string): OrderCreateBody {
  const { start, info, selection } = input;
  const emails = new Map(input.users.map((user) => [user.id, user.email]));
  return {
    caseId,
    orderId: input.draftId,
    flow: start.flow,
    bookingInfo: {
      keyPickup: info.keyPickup,
      keyPickupAddress: info.keyPickup ? info.keyPickupAddress : undefined,
      externalStylist: info.externalStylist,
      photographerComment: orNone(info.photographerComment),
    },
    ...(info.propertyType
      ? {
          propertyInfo: {
            propertyType: info.propertyType,
            livingArea: info.livingArea,
            basementArea: info.basementArea,
            floors: info.floors,
          },
        }
      : {}),
    responsibleEmail: start.responsibleEmail,
    package: input.packageId === null ? null : { id: input.packageId },
    productChoices: selection.productChoices,
    products: selection.products,
    invoicing: {
      // calls.md section 5: business invoicing only with a VAT number, end-user invoicing only when asked for.
      ...(info.business.cvr.trim() !== ''
        ? {
            business: {
              customerReference: info.business.customerReference,
              cvr: info.business.cvr.trim(),
              ean: info.business.ean,
            },
          }
        : {}),
      ...(info.endUserInvoicing
        ? {
            endUser: {
              firstName: info.endUser.firstName,
              lastName: info.endUser.lastName,
              email: info.endUser.email,
              phone: info.endUser.phone || undefined,
              address: info.endUser.address,
            },
          }
        : {}),
    },
    watcherEmails: info.watcherIds.flatMap((id) => {
      const email = emails.get(id);
      return email ? [email] : [];
    }),
  };
}

/** A refused case save; its field paths are those of the case payload, not of the order's. */
export class CaseSaveError extends ApiError {
  constructor(error: ApiError) {
    super(error.status, error.code, error.fields);
  }
}

/** calls.md section 4: the case is saved first, then the order; a missing case id or success flag fails. */
export async function createOrder(input: OrderInput): Promise<OrderCreateResponse> {
  const saved = await apiRequest<{ caseId?: string }>('/api/Cases/upsert/webshop', {
    method: 'POST',
    body: toCaseBody(input),
  }).catch((error: unknown) => {
    throw isApiError(error) ? new CaseSaveError(error) : error;
  });
  if (!saved?.caseId) throw new ApiError(200, ErrorKey.caseCreateFailed);
  const created = await apiRequest<OrderCreateResponse>('/api/orders/new/webshop', {
    method: 'POST',
    body: toOrderBody(input, saved.caseId),
  });
  if (!created?.success) throw new ApiError(200, ErrorKey.createOrderFailed);
  return created;
}

export interface FieldProblem {
  step: number;
  /** The form path of the field in its step. */
  path: string;
  /** The i18n key of the field's label. */
  label: string;
  message: string;
}

type PathRule = [RegExp, number, (match: RegExpExecArray) => string, string];

const CASE_PATHS: PathRule[] = [
  [/^reference$/, STEP.start, () => 'reference', 'orders.fields.reference'],
  [/^branchId$/, STEP.start, () => 'branchId', 'orders.fields.department'],
  [/^address\.street$/, STEP.start, () => 'address.street', 'orders.fields.street'],
  [/^address\.buildingNumber$/, STEP.start, () => 'address.houseNumber', 'orders.fields.houseNumber'],
  [/^address\.buildingFloor$/, STEP.start, () => 'address.floor', 'orders.fields.floor'],
  [/^address\.buildingDoor$/, STEP.start, () => 'address.door', 'orders.fields.door'],
  [/^address\.zip$/, STEP.start, () => 'address.postNumber', 'orders.fields.postNumber'],
  [/^address\.city$/, STEP.start, () => 'address.city', 'orders.fields.city'],
  [
    /^orderContacts\.(\d+)\.contactType$/,
    STEP.information,
    (m) => `contacts.${m[1]}.contactType`,
    'orders.fields.contactType',
  ],
  [/^orderContacts\.(\d+)\.name$/, STEP.information, (m) => `contacts.${m[1]}.name`, 'orders.fields.name'],
  [/^orderContacts\.(\d+)\.phone$/, STEP.information, (m) => `contacts.${m[1]}.phone`, 'fields.phone'],
  [/^orderContacts\.(\d+)\.email$/, STEP.information, (m) => `contacts.${m[1]}.email`, 'fields.email'],
  [/^propertyInfo\.propertyType$/, STEP.information, () => 'propertyType', 'orders.fields.propertyType'],
  [/^propertyInfo\.registeredArea$/, STEP.information, () => 'livingArea', 'orders.fields.livingArea'],
  [/^propertyInfo\.basementArea$/, STEP.information, () => 'basementArea', 'orders.fields.basementArea'],
  [/^propertyInfo\.totalStoreys$/, STEP.information, () => 'floors', 'orders.fields.floors'],
];

const ORDER_PATHS: PathRule[] = [
  [/^responsibleEmail$/, STEP.start, () => 'responsibleEmail', 'orders.fields.responsibleEmail'],
  [/^propertyInfo\.propertyType$/, STEP.information, () => 'propertyType', 'orders.fields.propertyType'],
  [/^propertyInfo\.livingArea$/, STEP.information, () => 'livingArea', 'orders.fields.livingArea'],
  [/^propertyInfo\.basementArea$/, STEP.information, () => 'basementArea', 'orders.fields.basementArea'],
  [/^propertyInfo\.floors$/, STEP.information, () => 'floors', 'orders.fields.floors'],
  [
    /^bookingInfo\.keyPickupAddress$/,
    STEP.information,
    () => 'keyPickupAddress',
    'orders.fields.keyPickupAddress',
  ],
  [
    /^bookingInfo\.photographerComment$/,
    STEP.information,
    () => 'photographerComment',
    'orders.fields.photographerComment',
  ],
  [
    /^invoicing\.business\.(customerReference|cvr|ean)$/,
    STEP.information,
    (m) => `business.${m[1]}`,
    'orders.pages.new.businessTitle',
  ],
  [
    /^invoicing\.endUser\.(firstName|lastName|email|phone|address)$/,
    STEP.information,
    (m) => `endUser.${m[1]}`,
    'orders.pages.new.endUserTitle',
  ],
  [/^watcherEmails/, STEP.information, () => 'watcherIds', 'orders.fields.watchers'],
  [/^(package|productChoices|products)/, STEP.options, () => '', 'orders.steps.options'],
];

/** The hub's field problems, placed on the wizard's fields so each step can show them next to the field. */
export function fieldProblems(error: unknown, info: InformationOutput | null): FieldProblem[] {
  if (!isApiError(error)) return [];
  const rules = error instanceof CaseSaveError ? CASE_PATHS : ORDER_PATHS;
  // The case payload leaves out empty contacts, so its contact numbers are mapped back to the form's.
  const contactIndexes = info ? usedContacts(info).map((used) => used.index) : [];
  return Object.entries(error.fields).flatMap(([hubPath, message]) => {
    for (const [pattern, step, toPath, label] of rules) {
      const match = pattern.exec(hubPath);
      if (!match) continue;
      let path = toPath(match);
      if (path.startsWith('contacts.')) {
        const [, number, rest] = path.split('.');
        path = `contacts.${contactIndexes[Number(number)] ?? number}.${rest}`;
      }
      return [{ step, path, label, message }];
    }
    return [];
  });
}
