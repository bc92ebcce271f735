// Campaigns of a department: a name, a period, a budget in the department's currency and the orders placed
// under it (docs/product.md "Campaigns"; /api/campaigns and the campaign of POST /orders/new/webshop).
import { z } from 'zod';
import { CampaignErrorKey } from './campaign-errors.ts';
import { OrderStatusWord } from './enums.ts';
import { pageOf } from './paging.ts';

/** Derived from today in the department's time zone: before the start, within the period, after its end. */
export const CampaignStatus = z.enum(['PLANNED', 'ACTIVE', 'ENDED']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

export const CAMPAIGN_NAME_MAX = 120;
/** Budgets are stored with two decimals in up to 12 digits, as order prices are. */
export const CAMPAIGN_BUDGET_MAX = 9_999_999_999;
export const CAMPAIGN_PAGE_SIZE = 20;

/** A calendar day, YYYY-MM-DD, as the date pickers send it. */
export const CalendarDay = z.iso.date('rules.type');

/** The fields an admin edits; the period's order is checked once here for both the form and the hub. */
const campaignFields = z.object({
  name: z.string().trim().min(1, 'rules.required').max(CAMPAIGN_NAME_MAX, 'rules.string.max'),
  startsOn: CalendarDay,
  endsOn: CalendarDay,
  budget: z.number().min(0).max(CAMPAIGN_BUDGET_MAX).multipleOf(0.01),
  hardLimit: z.boolean(),
});

function refuseEndBeforeStart(value: { startsOn: string; endsOn: string }, ctx: z.RefinementCtx) {
  if (value.endsOn < value.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CampaignErrorKey.campaignEndsBeforeStart });
  }
}

/** PUT /campaigns/{id}: the campaign stays in its department. */
export const CampaignUpdateBody = campaignFields.superRefine(refuseEndBeforeStart);
export type CampaignUpdateBody = z.infer<typeof CampaignUpdateBody>;

/** POST /campaigns: a campaign of a department the user is admin of. */
export const CampaignCreateBody = campaignFields
  .extend({ branchId: z.number().int() })
  .superRefine(refuseEndBeforeStart);
export type CampaignCreateBody = z.infer<typeof CampaignCreateBody>;

/** GET /campaigns: `status` may name several (PLANNED,ACTIVE), as the new-order flow asks. */
export const CampaignListQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .pipe(z.array(CampaignStatus)),
  branchId: z.coerce.number().int().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(CAMPAIGN_PAGE_SIZE),
});
export type CampaignListQuery = z.output<typeof CampaignListQuery>;

export const CampaignRecord = z.object({
  id: z.uuid(),
  branchId: z.number().int(),
  branchName: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: CampaignStatus,
  budget: z.number(),
  /** The sum of the prices of the campaign's orders that are not cancelled. */
  spent: z.number(),
  currency: z.string(),
  hardLimit: z.boolean(),
  /** Whether the user is admin of the campaign's department, and so may change or delete it. */
  canEdit: z.boolean(),
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;

export const CampaignPage = pageOf(CampaignRecord);
export type CampaignPage = z.infer<typeof CampaignPage>;

export const CampaignOrderRecord = z.object({
  orderId: z.uuid(),
  caseId: z.uuid(),
  salesId: z.string(),
  address: z.string(),
  createdDate: z.iso.datetime(),
  totalPrice: z
    .number()
    .nullable()
    .describe('Null when the caller does not want to see prices, or on an order without prices.'),
  status: OrderStatusWord,
});
export type CampaignOrderRecord = z.infer<typeof CampaignOrderRecord>;

/** GET /campaigns/{id}: the campaign with its orders, newest first. */
export const CampaignDetails = CampaignRecord.extend({ orders: z.array(CampaignOrderRecord) });
export type CampaignDetails = z.infer<typeof CampaignDetails>;
