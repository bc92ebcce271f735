import type { CaseOrderCreateBody, CaseUpsertBody } from '@portal/contracts';
import { ApiError, isApiError } from '@/lib/api-client.ts';
import type { Selection } from './order-selection.ts';
import type { InformationOutput, StartOutput } from './step-schemas.ts';
import { STEP, WIZARD_STEPS } from './wizard-state.ts';

export interface OrderInput {
  start: StartOutput;
  info: InformationOutput;
  selection: Selection;
  packageId: number | null;
  draftId: string | undefined;
  /** The user agreed to take the chosen campaign over its budget. */
  confirmOverBudget?: boolean;
}

/** The contact persons that were filled in, with the form index each came from (for the hub's field problems). */
function sentContacts(info: InformationOutput) {
  return info.orderContacts.flatMap((contact, index) => (contact ? [{ index, contact }] : []));
}

export function toCaseBody({ start, info }: Pick<OrderInput, 'start' | 'info'>): CaseUpsertBody {
  const { propertyType, livingArea, basementArea, floors } = info.propertyInfo;
  return {
    branchId: start.branchId,
    reference: start.reference,
    orderContacts: sentContacts(info).map((sent) => sent.contact),
    address: start.address,
    // docs/product.md: property information goes with the case only when a property type is set, under the
    // case's own names, with 0 for an area not given.
    ...(propertyType
      ? {
          propertyInfo: {
            propertyType,
            basementArea: basementArea ?? 0,
            registeredArea: livingArea ?? 0,
            totalStoreys: floors ?? 0,
          },
        }
      : {}),
  };
}

export function toOrderBody(input: OrderInput): CaseOrderCreateBody['order'] {
  const { start, info, selection } = input;
  const { propertyType, cadastralNumber, roofColor, offeringType, ...areas } = info.propertyInfo;
  return {
    orderId: input.draftId,
    flow: start.flow,
    bookingInfo: info.bookingInfo,
    // What is not given is left out; the order takes its property facts with or without a property type.
    propertyInfo: {
      ...areas,
      propertyType: propertyType || undefined,
      cadastralNumber: cadastralNumber || undefined,
      roofColor: roofColor ?? undefined,
      offeringType: offeringType ?? undefined,
    },
    responsibleEmail: start.responsibleEmail,
    package: input.packageId === null ? null : { id: input.packageId },
    productChoices: selection.productChoices,
    products: selection.products,
    // docs/product.md: business invoicing only with a VAT number, end-user invoicing only when asked
    // for; the form leaves out what is not used.
    invoicing: info.invoicing,
    watcherEmails: info.watcherEmails,
    campaignId: info.campaignId,
    confirmOverBudget: input.confirmOverBudget ?? false,
  };
}

/** A refused case save; its field paths are those of the case payload, not of the order's. */
export class CaseSaveError extends ApiError {
  constructor(error: ApiError) {
    super(error.status, error.code, error.fields);
  }
}

export interface FieldProblem {
  step: number;
  /** The form path of the field in its step. */
  path: string;
  /** The i18n key of the field's label. */
  label: string;
  message: string;
}

const START_FIELDS = new Set(['branchId', 'reference', 'address', 'responsibleEmail']);
const OPTION_FIELDS = new Set(['package', 'productChoices', 'products']);

// The summary names each refused field; a field without a label here is named by its step.
const FIELD_LABELS: Record<string, string> = {
  branchId: 'orders.fields.department',
  reference: 'orders.fields.reference',
  'address.street': 'orders.fields.street',
  'address.buildingNumber': 'orders.fields.houseNumber',
  'address.buildingFloor': 'orders.fields.floor',
  'address.buildingDoor': 'orders.fields.door',
  'address.zip': 'orders.fields.postNumber',
  'address.city': 'orders.fields.city',
  responsibleEmail: 'orders.fields.responsibleEmail',
  'orderContacts.contactType': 'orders.fields.contactType',
  'orderContacts.name': 'orders.fields.name',
  'orderContacts.phone': 'common.fields.phone',
  'orderContacts.email': 'common.fields.email',
  'propertyInfo.propertyType': 'orders.fields.propertyType',
  'propertyInfo.livingArea': 'orders.fields.livingArea',
  'propertyInfo.basementArea': 'orders.fields.basementArea',
  'propertyInfo.floors': 'orders.fields.floors',
  'propertyInfo.cadastralNumber': 'orders.fields.cadastralNumber',
  'propertyInfo.roofColor': 'orders.fields.roofColor',
  'propertyInfo.offeringType': 'orders.fields.offeringType',
  'bookingInfo.keyPickupAddress': 'orders.fields.keyPickupAddress',
  'bookingInfo.photographerComment': 'orders.fields.photographerComment',
  watcherEmails: 'orders.fields.watchers',
  campaignId: 'campaigns.order.field',
  'invoicing.business': 'orders.pages.new.businessTitle',
  'invoicing.business.customerReference': 'orders.fields.customerReference',
  'invoicing.business.cvr': 'orders.fields.cvr',
  'invoicing.business.ean': 'orders.fields.ean',
  'invoicing.endUser': 'orders.pages.new.endUserTitle',
  'invoicing.endUser.firstName': 'common.fields.firstName',
  'invoicing.endUser.lastName': 'common.fields.lastName',
  'invoicing.endUser.email': 'common.fields.email',
  'invoicing.endUser.phone': 'common.fields.phone',
  'invoicing.endUser.address': 'orders.fields.invoiceAddress',
};

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/**
 * The hub's field problems on the wizard's fields, so each step can show them next to the field. The forms
 * use the payloads' names, so the hub's path is the form's, but for the two cases below.
 */
export function fieldProblems(error: unknown, info: InformationOutput | null): FieldProblem[] {
  if (!isApiError(error)) return [];
  // The case payload leaves out empty contacts, so its contact numbers are mapped back to the form's.
  const contactIndexes =
    error instanceof CaseSaveError && info ? sentContacts(info).map((sent) => sent.index) : [];
  return Object.entries(error.fields).map(([hubPath, message]) => {
    const segments = hubPath.split('.');
    // A list of plain values (the watchers) is one field.
    if (isIndex(segments.at(-1))) segments.pop();
    if (segments[0] === 'orderContacts' && isIndex(segments[1])) {
      segments[1] = String(contactIndexes[Number(segments[1])] ?? segments[1]);
    }
    const [field = ''] = segments;
    const step = START_FIELDS.has(field)
      ? STEP.start
      : OPTION_FIELDS.has(field)
        ? STEP.options
        : STEP.information;
    const label = FIELD_LABELS[segments.filter((segment) => !isIndex(segment)).join('.')];
    return { step, path: segments.join('.'), label: label ?? `orders.steps.${WIZARD_STEPS[step]}`, message };
  });
}
