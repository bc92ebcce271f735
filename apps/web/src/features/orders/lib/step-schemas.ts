// The wizard's step forms, built from the contract's pieces of the two payloads (packages/contracts
// new-order.ts): the same rules, message keys and field names as the hub's, plus what only a form has (a
// field left empty, a suggestion not yet chosen, the department's dial prefix).
import {
  BookingInfo,
  type Branch,
  BusinessInvoice,
  businessEmail,
  CaseUpsertBody,
  EndUserInvoice,
  ErrorKey,
  numeric,
  OfferingType,
  ORDER_CONTACTS_MAX,
  OrderContact,
  OrderCreateBody,
  OrderFlow,
  OrderPropertyInfo,
  phoneWithPrefix,
  RoofColor,
  refuseBasementOverLiving,
} from '@portal/contracts';
import { z } from 'zod';
import { addressChoiceShape, refuseUnchosenAddress } from '@/lib/address-lookup.ts';
import type { ContactValues, InformationValues } from './wizard-state.ts';

const isBlank = (...values: string[]) => values.every((value) => value.trim() === '');

/** Flow selection: the flow, department, address, case number and responsible email. */
export function startSchema(userEmail: string, branches: Branch[]) {
  return z
    .object({
      flow: OrderFlow.nullable().refine((flow) => flow !== null, ErrorKey.noTypeSelected),
      branchId: z
        .number()
        .int()
        .nullable()
        .refine((id) => id !== null && branches.some((branch) => branch.id === id), 'rules.required'),
      ...addressChoiceShape,
      reference: CaseUpsertBody.shape.reference.unwrap(),
      responsibleEmail: businessEmail(userEmail),
    })
    .superRefine(refuseUnchosenAddress)
    .transform((values) => {
      // Departments that enforce upper-case case numbers get them so, whatever was typed.
      const branch = branches.find((item) => item.id === values.branchId);
      return {
        ...values,
        flow: values.flow as OrderFlow,
        branchId: values.branchId as number,
        reference: branch?.useUpperCase ? values.reference.toUpperCase() : values.reference,
      };
    });
}
export type StartOutput = z.output<ReturnType<typeof startSchema>>;

/** A numeric text field as the number the payload carries; left empty, it is not given. */
const numberFromText = numeric.transform((value) => (value === '' ? undefined : Number(value)));

/** The contact persons: the primary one always, the others only once something of them is filled in. */
function contactsSchema(countryCode: string | undefined) {
  const contact = OrderContact.extend({ phone: phoneWithPrefix(countryCode) });
  const optionalContact = z.preprocess(
    (person: ContactValues) => (isBlank(person.name, person.phone, person.email) ? undefined : person),
    contact.optional(),
  );
  return z
    .array(optionalContact)
    .min(1)
    .max(ORDER_CONTACTS_MAX)
    .superRefine(([primary], ctx) => {
      // The booking department calls the primary contact, or sends them the booking link by SMS. The hub's
      // case call cannot ask this: it saves the contacts of any case, and a case may have none.
      if (!primary) ctx.addIssue({ code: 'custom', path: [0, 'name'], message: 'rules.required' });
      if (!primary?.phone) ctx.addIssue({ code: 'custom', path: [0, 'phone'], message: 'rules.required' });
    });
}

interface InformationRules {
  /** The department's country, for the dial prefix of numbers typed without one. */
  countryCode: string | undefined;
  /** The largest living area the chosen products cover, if any limits it. */
  maxArea: number | null;
}

/** Step three: contact persons, the property, key pickup, comment, watchers and invoicing. */
export function informationSchema({ countryCode, maxArea }: InformationRules) {
  const { livingArea, basementArea, floors, cadastralNumber } = OrderPropertyInfo.shape;
  return z.preprocess(
    // The end user's details stay filled in while end-user invoicing is off, but are then not checked or sent.
    (values: InformationValues) =>
      values.endUserInvoicing
        ? values
        : { ...values, invoicing: { ...values.invoicing, endUser: undefined } },
    z.object({
      orderContacts: contactsSchema(countryCode),
      propertyInfo: z
        .object({
          propertyType: z.string().nullable(),
          livingArea: numberFromText.pipe(livingArea),
          basementArea: numberFromText.pipe(basementArea),
          floors: numberFromText.pipe(floors),
          cadastralNumber: cadastralNumber.unwrap(),
          roofColor: RoofColor.nullable(),
          offeringType: OfferingType.nullable(),
        })
        .superRefine(refuseBasementOverLiving)
        .superRefine((property, ctx) => {
          // The hub checks this against the products on the order; the form knows them from the catalogue.
          if (maxArea !== null && typeof property.livingArea === 'number' && property.livingArea > maxArea) {
            ctx.addIssue({
              code: 'custom',
              path: ['livingArea'],
              message: ErrorKey.areaOverMax,
              params: { max: maxArea },
            });
          }
        }),
      bookingInfo: BookingInfo,
      watcherEmails: OrderCreateBody.shape.watcherEmails,
      campaignId: z.string().nullable(),
      endUserInvoicing: z.boolean(),
      invoicing: z.object({
        business: z.preprocess(
          (business: InformationValues['invoicing']['business']) =>
            isBlank(business.customerReference, business.cvr, business.ean) ? undefined : business,
          BusinessInvoice.optional(),
        ),
        endUser: EndUserInvoice.extend({ phone: phoneWithPrefix(countryCode) }).optional(),
      }),
    }),
  );
}
export type InformationOutput = z.output<ReturnType<typeof informationSchema>>;
