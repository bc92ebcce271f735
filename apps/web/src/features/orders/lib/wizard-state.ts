import {
  ContactPersonType,
  OfferingType,
  ORDER_CONTACTS_MAX,
  OrderFlow,
  QUANTITY_MAX,
  RoofColor,
} from '@portal/contracts';
import { z } from 'zod';
import { type AddressChoiceValues, EMPTY_ADDRESS } from '@/lib/address-lookup.ts';

/** The wizard's steps in order; the receipt is a page of its own once the order exists. */
export const WIZARD_STEPS = ['start', 'package', 'options', 'information', 'summary'] as const;
export const STEP = { start: 0, package: 1, options: 2, information: 3, summary: 4 } as const;

/** "Build your own package" instead of one of the department's packages. */
export const CUSTOM_PACKAGE = 'custom';
export type PackageSelection = number | typeof CUSTOM_PACKAGE | null;

// The values as the forms hold them (text fields as text), named as the case and order payloads name them,
// so the hub's field problems point at the form's own fields. They are what the draft stores, so a draft
// brings back exactly what the user typed, valid or not yet.

/** The address is looked up or typed in (`AddressChoiceValues`); the rest as the case payload names it. */
export interface StartValues extends AddressChoiceValues {
  flow: OrderFlow | null;
  branchId: number | null;
  reference: string;
  responsibleEmail: string;
}

/** A package's choice (`c{choiceId}`) holds `product:{id}` or `package:{id}`; a product's quantity is under `p{id}`. */
export interface OptionValues {
  choices: Record<string, string>;
  quantities: Record<string, number>;
}

export interface ContactValues {
  contactType: ContactPersonType | null;
  name: string;
  phone: string;
  email: string;
}

export interface InformationValues {
  /** Primary, secondary and tertiary first, then the extra ones; empty ones are not sent. */
  orderContacts: ContactValues[];
  propertyInfo: {
    propertyType: string | null;
    livingArea: string;
    basementArea: string;
    floors: string;
    cadastralNumber: string;
    roofColor: RoofColor | null;
    offeringType: OfferingType | null;
  };
  bookingInfo: {
    keyPickup: boolean;
    keyPickupAddress: string;
    externalStylist: boolean;
    photographerComment: string;
  };
  watcherEmails: string[];
  /** The department's campaign the order is placed under, when any. */
  campaignId: string | null;
  /** Whether the end user is invoiced; their details stay filled in while it is off. */
  endUserInvoicing: boolean;
  invoicing: {
    /** Sent when any of it is filled in. */
    business: { customerReference: string; cvr: string; ean: string };
    endUser: { firstName: string; lastName: string; email: string; phone: string; address: string };
  };
}

export interface WizardData {
  /** The furthest step reached; the steps up to it can be clicked. */
  reached: number;
  start: StartValues;
  packageId: PackageSelection;
  options: OptionValues;
  info: InformationValues;
  /** The existing case whose open order the user has accepted, so the question is not asked twice. */
  confirmedCaseId: string | null;
  /**
   * The department's case found at this address or case number. The hub joins orders to cases by case
   * number, so an order for a known address without one is given that case's number.
   */
  matchedCase: { id: string; reference: string } | null;
}

/** Primary, secondary and tertiary contact persons are always offered. */
export const NAMED_CONTACTS = 3;

export const emptyContact = (contactType: ContactPersonType | null = null): ContactValues => ({
  contactType,
  name: '',
  phone: '',
  email: '',
});

export function emptyWizardData(email: string, branchId: number | null): WizardData {
  return {
    reached: 0,
    start: {
      flow: null,
      branchId,
      manualAddress: false,
      lookup: { text: '', id: '' },
      address: { ...EMPTY_ADDRESS },
      reference: '',
      responsibleEmail: email,
    },
    packageId: null,
    options: { choices: {}, quantities: {} },
    info: {
      orderContacts: [emptyContact('OWNER'), emptyContact(), emptyContact()],
      propertyInfo: {
        propertyType: null,
        livingArea: '',
        basementArea: '',
        floors: '',
        cadastralNumber: '',
        roofColor: null,
        offeringType: null,
      },
      bookingInfo: {
        keyPickup: false,
        keyPickupAddress: '',
        externalStylist: false,
        photographerComment: '',
      },
      watcherEmails: [],
      campaignId: null,
      endUserInvoicing: false,
      invoicing: {
        business: { customerReference: '', cvr: '', ean: '' },
        endUser: { firstName: '', lastName: '', email: '', phone: '', address: '' },
      },
    },
    confirmedCaseId: null,
    matchedCase: null,
  };
}

export const quantityKey = (productId: number) => `p${productId}`;
export const choiceKey = (choiceId: number) => `c${choiceId}`;

// A draft is read back leniently: a part that does not fit (an older draft, another tab) starts empty
// instead of breaking the wizard.
const text = z.string().catch('');
const flag = z.boolean().catch(false);
const DraftContact = z.object({
  contactType: ContactPersonType.nullable().catch(null),
  name: text,
  phone: text,
  email: text,
});

function draftSchema(empty: WizardData) {
  return z.object({
    reached: z
      .number()
      .int()
      .min(0)
      .max(WIZARD_STEPS.length - 1)
      .catch(0),
    start: z
      .object({
        flow: OrderFlow.nullable().catch(null),
        branchId: z.number().int().nullable().catch(empty.start.branchId),
        manualAddress: flag,
        lookup: z.object({ text, id: text }).catch({ text: '', id: '' }),
        address: z
          .object({
            street: text,
            buildingNumber: text,
            buildingFloor: text,
            buildingDoor: text,
            zip: text,
            city: text,
            cityArea: text,
          })
          .catch({ ...EMPTY_ADDRESS }),
        reference: text,
        responsibleEmail: z.string().catch(empty.start.responsibleEmail),
      })
      .catch(empty.start),
    packageId: z
      .union([z.number().int(), z.literal(CUSTOM_PACKAGE)])
      .nullable()
      .catch(null),
    options: z
      .object({
        choices: z.record(z.string(), z.string()).catch({}),
        quantities: z.record(z.string(), z.number().int().min(0).max(QUANTITY_MAX)).catch({}),
      })
      .catch(empty.options),
    info: z
      .object({
        orderContacts: z
          .array(DraftContact)
          .max(ORDER_CONTACTS_MAX)
          .transform((contacts) => [
            ...contacts,
            ...Array.from({ length: Math.max(0, NAMED_CONTACTS - contacts.length) }, () => emptyContact()),
          ])
          .catch(empty.info.orderContacts),
        propertyInfo: z
          .object({
            propertyType: z.string().nullable().catch(null),
            livingArea: text,
            basementArea: text,
            floors: text,
            cadastralNumber: text,
            roofColor: RoofColor.nullable().catch(null),
            offeringType: OfferingType.nullable().catch(null),
          })
          .catch(empty.info.propertyInfo),
        bookingInfo: z
          .object({
            keyPickup: flag,
            keyPickupAddress: text,
            externalStylist: flag,
            photographerComment: text,
          })
          .catch(empty.info.bookingInfo),
        watcherEmails: z.array(z.string()).catch([]),
        campaignId: z.string().nullable().catch(null),
        endUserInvoicing: flag,
        invoicing: z
          .object({
            business: z
              .object({ customerReference: text, cvr: text, ean: text })
              .catch(empty.info.invoicing.business),
            endUser: z
              .object({ firstName: text, lastName: text, email: text, phone: text, address: text })
              .catch(empty.info.invoicing.endUser),
          })
          .catch(empty.info.invoicing),
      })
      .catch(empty.info),
    confirmedCaseId: z.string().nullable().catch(null),
    matchedCase: z.object({ id: z.string(), reference: z.string() }).nullable().catch(null),
  });
}

/** The wizard as a draft left it, or null when the draft holds nothing the wizard can use. */
export function readDraftData(data: unknown, empty: WizardData): WizardData | null {
  const parsed = draftSchema(empty).safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The draft's address as the user knows it: the looked-up text, or the street and number typed in. */
export function draftAddress(data: WizardData): string {
  const { lookup, address } = data.start;
  return lookup.text || [address.street, address.buildingNumber].join(' ').trim();
}
