// Personal data of the sellers, tenants and other contact persons of a department's cases: how long it is
// kept, the ledger of what was anonymised, and a person's export and erasure on request (docs/privacy.md).
import { z } from 'zod';
import { ContactPersonRecordType, OrderStatusWord } from './enums.ts';
import { ADMIN_PAGE_SIZE } from './page-sizes.ts';
import { pageOf } from './paging.ts';
import { PHONE_PATTERN } from './phone.ts';
import { PrivacyErrorKey } from './privacy-errors.ts';
import { TaskFormKind } from './tasks.ts';

/** The project's default (docs/privacy.md): two years after a case's last order ended. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

/** An order in one of these has ended: a case whose orders have all ended counts towards its retention period. */
export const ENDED_ORDER_STATUSES: readonly OrderStatusWord[] = ['Delivered', 'Invoiced', 'Cancelled'];

/** What anonymised personal data reads as where it stood: no name, no address, no number. */
export const ANONYMISED = 'Anonymised';

/** PUT /branches/{id}/retention: months after a case's last order ended before its personal data goes. */
export const RetentionBody = z.object({
  personalDataMonths: z.number().int().min(RETENTION_MONTHS_MIN).max(RETENTION_MONTHS_MAX),
});
export type RetentionBody = z.infer<typeof RetentionBody>;

export const RetentionRecord = z.object({
  branchId: z.number().int(),
  personalDataMonths: z.number().int(),
  /** True while the department's admins have not chosen a period: the project's default applies. */
  isDefault: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type RetentionRecord = z.infer<typeof RetentionRecord>;

/** The kinds of personal data a case holds, which the ledger counts. */
export const PersonalDataKind = z.enum([
  'contactPersons',
  'endUserInvoices',
  'formAnswers',
  'watchers',
  'visitLinks',
]);
export type PersonalDataKind = z.infer<typeof PersonalDataKind>;

/** How many records of each kind were anonymised. */
export const PersonalDataCounts = z.object({
  contactPersons: z.number().int(),
  endUserInvoices: z.number().int(),
  formAnswers: z.number().int(),
  watchers: z.number().int(),
  visitLinks: z.number().int(),
});
export type PersonalDataCounts = z.infer<typeof PersonalDataCounts>;

/** Why a case's personal data was anonymised: its department's retention period, or a person's request. */
export const PrivacyRule = z.enum(['retention', 'erasure']);
export type PrivacyRule = z.infer<typeof PrivacyRule>;

export const LedgerRecord = z.object({
  id: z.uuid(),
  caseId: z.uuid().nullable(),
  branchId: z.number().int(),
  branchName: z.string(),
  caseReference: z.string(),
  address: z.string(),
  anonymised: PersonalDataCounts,
  at: z.iso.datetime(),
  rule: PrivacyRule,
  /** The period that applied, for `retention`. */
  retentionMonths: z.number().int().nullable(),
  /** The admin who asked, for `erasure`. */
  requestedBy: z.object({ userId: z.uuid().nullable(), name: z.string() }).nullable(),
});
export type LedgerRecord = z.infer<typeof LedgerRecord>;

/** GET /privacy/ledger: newest first, paged on the hub. */
export const LedgerQuery = z.object({
  branchId: z.coerce.number().int().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type LedgerQuery = z.output<typeof LedgerQuery>;

export const LedgerPage = pageOf(LedgerRecord);
export type LedgerPage = z.infer<typeof LedgerPage>;

const anEmail = z.email();
const SubjectEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === '' || anEmail.safeParse(value).success, 'rules.string.email');
const SubjectPhone = z
  .string()
  .trim()
  .max(40)
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 6),
    'rules.phone',
  );

/** Whose data: an email address, a phone number, or both (a record holding either is the person's). */
const subjectFields = z.object({
  email: SubjectEmail.optional(),
  phone: SubjectPhone.optional(),
});

function requireEmailOrPhone(value: { email?: string; phone?: string }, ctx: z.RefinementCtx) {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: PrivacyErrorKey.privacySubjectNeeded });
  }
}

/** GET /privacy/subject?email=&phone=: every case of the admin's departments holding the person's data. */
export const SubjectQuery = subjectFields.superRefine(requireEmailOrPhone);
export type SubjectQuery = z.output<typeof SubjectQuery>;

/** POST /privacy/erase: anonymises the person's data in those cases. */
export const EraseBody = subjectFields.superRefine(requireEmailOrPhone);
export type EraseBody = z.input<typeof EraseBody>;

/** The person to find, as the hub matches it: email without case, phone by its last eight digits. */
export interface PersonalDataSubject {
  email?: string;
  phone?: string;
}

export const SubjectContactPerson = z.object({
  contactType: ContactPersonRecordType,
  name: z.string(),
  email: z.string().nullable(),
  phoneMobile: z.string().nullable(),
  phoneWork: z.string().nullable(),
  phonePrivate: z.string().nullable(),
});

export const SubjectEndUserInvoice = z.object({
  orderId: z.uuid(),
  salesId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

export const SubjectFormAnswer = z.object({
  orderId: z.uuid(),
  kind: TaskFormKind,
  recipientName: z.string(),
  recipientEmail: z.string(),
  sentAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export const SubjectWatchedOrder = z.object({ orderId: z.uuid(), salesId: z.string() });

export const SubjectVisitLink = z.object({
  orderId: z.uuid(),
  channel: z.string(),
  sentTo: z.string(),
  contactName: z.string(),
  sentAt: z.iso.datetime(),
});

export const SubjectCase = z.object({
  caseId: z.uuid(),
  branchId: z.number().int(),
  branchName: z.string(),
  caseReference: z.string(),
  address: z.string(),
  /** Orders still running: erasing the person's data there stops the provider reaching them about it. */
  openOrders: z.array(z.object({ orderId: z.uuid(), salesId: z.string(), status: OrderStatusWord })),
  contactPersons: z.array(SubjectContactPerson),
  endUserInvoices: z.array(SubjectEndUserInvoice),
  formAnswers: z.array(SubjectFormAnswer),
  watchedOrders: z.array(SubjectWatchedOrder),
  visitLinks: z.array(SubjectVisitLink),
});
export type SubjectCase = z.infer<typeof SubjectCase>;

/** The export: what the hub holds about the person in the admin's departments, as JSON. */
export const SubjectExport = z.object({
  subject: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  exportedAt: z.iso.datetime(),
  cases: z.array(SubjectCase),
});
export type SubjectExport = z.infer<typeof SubjectExport>;

/** The cases whose data was anonymised now, one ledger row each; none when nothing was left to erase. */
export const EraseResult = z.object({ erased: z.array(LedgerRecord) });
export type EraseResult = z.infer<typeof EraseResult>;
