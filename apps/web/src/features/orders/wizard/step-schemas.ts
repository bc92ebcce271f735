import {
  type Branch,
  businessEmail,
  ContactPersonType,
  ErrorKey,
  longText,
  numeric,
  OrderFlow,
  phoneWithPrefix,
} from '@portal/contracts';
import { z } from 'zod';

const MAX_AREA = 100_000;
const MAX_FLOORS = 200;
const EAN_LENGTH = 13;
export const COMMENT_MAX = 2000;

const required = (value: string) => value.trim() !== '';
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'rules.string.email');

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
      manualAddress: z.boolean(),
      lookup: z.object({ text: z.string(), id: z.string() }),
      address: z.object({
        street: z.string().trim().max(200),
        houseNumber: z.string().trim().max(20),
        floor: z.string().trim().max(20),
        door: z.string().trim().max(20),
        postNumber: z.string().trim().max(20),
        city: z.string().trim().max(100),
        area: z.string().trim().max(100),
      }),
      reference: z.string().trim().max(50),
      responsibleEmail: businessEmail(userEmail),
    })
    .superRefine((values, ctx) => {
      if (!values.manualAddress) {
        if (values.lookup.id === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['lookup', 'text'],
            message: values.lookup.text.trim() === '' ? 'rules.required' : 'orders.pages.new.chooseAddress',
          });
        }
        return;
      }
      for (const part of ['street', 'houseNumber', 'postNumber', 'city'] as const) {
        if (!required(values.address[part])) {
          ctx.addIssue({ code: 'custom', path: ['address', part], message: 'rules.required' });
        }
      }
    })
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

const area = numeric
  .transform((value) => (value === '' ? undefined : Number(value)))
  .refine((value) => value === undefined || value <= MAX_AREA, {
    message: 'rules.number.max',
    params: { max: MAX_AREA },
  });

/** The phone rule with the department's dial prefix; the form's text field always holds a string. */
const phoneField = (countryCode: string | undefined) =>
  phoneWithPrefix(countryCode).transform((value) => value ?? '') as unknown as z.ZodType<string, string>;

interface InformationRules {
  /** The department's country, for the dial prefix of numbers typed without one. */
  countryCode: string | undefined;
  /** The largest living area the chosen products cover, if any limits it. */
  maxArea: number | null;
}

/** Step three: contact persons, the property, key pickup, comment, watchers and invoicing. */
export function informationSchema({ countryCode, maxArea }: InformationRules) {
  const contact = z.object({
    contactType: ContactPersonType.nullable(),
    name: z.string().trim().max(200),
    phone: phoneField(countryCode),
    email: optionalEmail,
  });
  return z
    .object({
      contacts: z.array(contact).min(1),
      livingArea: area,
      basementArea: area,
      floors: numeric
        .transform((value) => (value === '' ? undefined : Number(value)))
        .refine((value) => value === undefined || value <= MAX_FLOORS, {
          message: 'rules.number.max',
          params: { max: MAX_FLOORS },
        }),
      propertyType: z.string().nullable(),
      keyPickup: z.boolean(),
      keyPickupAddress: z.string().trim().max(300),
      externalStylist: z.boolean(),
      photographerComment: longText.pipe(z.string().max(COMMENT_MAX)),
      watcherIds: z.array(z.string()).max(50),
      business: z.object({
        customerReference: z.string().trim().max(100),
        cvr: z
          .string()
          .trim()
          .max(20)
          .regex(/^[\d\s-]*$/, 'rules.string.matches'),
        ean: numeric.refine((value) => value === '' || value.length === EAN_LENGTH, {
          message: 'rules.string.length',
          params: { length: EAN_LENGTH },
        }),
      }),
      endUserInvoicing: z.boolean(),
      endUser: z.object({
        firstName: z.string().trim().max(100),
        lastName: z.string().trim().max(100),
        email: optionalEmail,
        phone: phoneField(countryCode),
        address: z.string().trim().max(300),
      }),
    })
    .superRefine((values, ctx) => {
      values.contacts.forEach((person, index) => {
        // The primary contact is always needed; another one only once something of it is filled in.
        const used = index === 0 || [person.name, person.phone, person.email].some(required);
        if (!used) return;
        if (!required(person.name)) {
          ctx.addIssue({ code: 'custom', path: ['contacts', index, 'name'], message: 'rules.required' });
        }
        if (person.contactType === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['contacts', index, 'contactType'],
            message: 'rules.required',
          });
        }
        // The booking department calls the primary contact, or sends them the booking link by SMS.
        if (index === 0 && !required(person.phone)) {
          ctx.addIssue({ code: 'custom', path: ['contacts', index, 'phone'], message: 'rules.required' });
        }
      });
      const { livingArea, basementArea } = values;
      if (livingArea !== undefined && basementArea !== undefined && basementArea > livingArea) {
        ctx.addIssue({
          code: 'custom',
          path: ['basementArea'],
          message: 'orders.pages.new.basementOverLiving',
        });
      }
      if (maxArea !== null && livingArea !== undefined && livingArea > maxArea) {
        ctx.addIssue({
          code: 'custom',
          path: ['livingArea'],
          message: ErrorKey.areaOverMax,
          params: { max: maxArea },
        });
      }
      if (values.keyPickup && !required(values.keyPickupAddress)) {
        ctx.addIssue({ code: 'custom', path: ['keyPickupAddress'], message: 'rules.required' });
      }
      const { business } = values;
      // Business invoicing is sent only with a VAT number, so the other two alone would be lost.
      if (!required(business.cvr) && (required(business.customerReference) || required(business.ean))) {
        ctx.addIssue({ code: 'custom', path: ['business', 'cvr'], message: 'rules.required' });
      }
      if (values.endUserInvoicing) {
        for (const part of ['firstName', 'email', 'address'] as const) {
          if (!required(values.endUser[part])) {
            ctx.addIssue({ code: 'custom', path: ['endUser', part], message: 'rules.required' });
          }
        }
      }
    });
}
export type InformationOutput = z.output<ReturnType<typeof informationSchema>>;
