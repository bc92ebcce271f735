// A case's texts: versions written by text tasks, the office's editor and the provider's deliveries, and the
// office's review of delivered texts (docs/product.md "Texts"; GET /cases/{id}/texts/current and friends).
import { z } from 'zod';
import { type TextGroup, TextGroup as TextGroupEnum } from './enums.ts';
import { writtenText } from './rules.ts';
import { TEXT_TASK_SECTIONS, TextTaskCategory } from './task-texts.ts';

/** A delivered text can be approved or rejected until this many days after its order was delivered. */
export const TEXT_REVIEW_DAYS = 30;
/** A reason for rejecting a text is at most this long. */
export const TEXT_REJECT_REASON_MAX = 1000;
/** The most characters of a section the fixed table does not know. */
const UNKNOWN_SECTION_MAX = 5000;

/** A section name: letters, then an optional number (`section2` is the second `section`). */
export const CaseTextName = z
  .string()
  .max(64)
  .regex(/^[a-zA-Z]+[0-9]*$/);

/**
 * Sections the provider delivers besides those text tasks ask for, with their group and maximum length: the
 * spec's text types (`heading` is its headline, `ads` its ad text, `speakText` of the text tasks its speak
 * text for film and slideshow). Within a group they are listed in the order a listing reads them.
 */
const DELIVERED_SECTIONS: Record<string, { group: TextGroup; maxLength: number }> = {
  heading: { group: 'HEADING_AND_INTRODUCTION', maxLength: 200 },
  subHeadline: { group: 'HEADING_AND_INTRODUCTION', maxLength: 300 },
  caseHeadline: { group: 'HEADING_AND_INTRODUCTION', maxLength: 200 },
  introduction: { group: 'HEADING_AND_INTRODUCTION', maxLength: 1500 },
  caseDescription: { group: 'HEADING_AND_INTRODUCTION', maxLength: 3000 },
  mainText: { group: 'HEADING_AND_INTRODUCTION', maxLength: 5000 },
  salesText: { group: 'HEADING_AND_INTRODUCTION', maxLength: 5000 },
  section: { group: 'SECTION', maxLength: 3000 },
  sectionHeadline: { group: 'SECTION', maxLength: 200 },
  sectionDescription: { group: 'SECTION', maxLength: 3000 },
  areaHeadline: { group: 'AREA_DESCRIPTION', maxLength: 200 },
  poi: { group: 'POI', maxLength: 1000 },
  poiHotspotText: { group: 'POI', maxLength: 1000 },
  ads: { group: 'ADS', maxLength: 1000 },
  bannerHeadline: { group: 'ADS', maxLength: 100 },
  bannerText: { group: 'ADS', maxLength: 500 },
  googleHeadline: { group: 'ADS', maxLength: 100 },
  googleText: { group: 'ADS', maxLength: 500 },
  internet: { group: 'ADS', maxLength: 5000 },
  socialMedia: { group: 'SOCIAL_MEDIA', maxLength: 1000 },
  facebookHeadline: { group: 'SOCIAL_MEDIA', maxLength: 200 },
  facebookSubheadline: { group: 'SOCIAL_MEDIA', maxLength: 200 },
  facebookText: { group: 'SOCIAL_MEDIA', maxLength: 2000 },
  instagramText: { group: 'SOCIAL_MEDIA', maxLength: 2200 },
  twitterText: { group: 'SOCIAL_MEDIA', maxLength: 280 },
  usp: { group: 'USP', maxLength: 1000 },
};

/** The fixed table of docs/product.md: every base name the hub knows, with its group and maximum length. */
export const TEXT_SECTION_TABLE: Readonly<Record<string, { group: TextGroup; maxLength: number }>> = {
  ...Object.fromEntries(
    Object.values(TEXT_TASK_SECTIONS)
      .flat()
      .map(({ name, group, maxLength }) => [name, { group, maxLength }]),
  ),
  ...DELIVERED_SECTIONS,
};

/** `section2` -> base `section`, number 2; a name without digits has no number. */
export function splitTextName(name: string): { baseName: string; number: number | null } {
  const match = /^(.*?)(\d+)$/.exec(name);
  return match?.[1] ? { baseName: match[1], number: Number(match[2]) } : { baseName: name, number: null };
}

/** Which group a section belongs to: its base name in the fixed table; unknown names go to OTHER. */
export function textGroupOf(name: string): TextGroup {
  return TEXT_SECTION_TABLE[splitTextName(name).baseName]?.group ?? 'OTHER';
}

/** The most characters a section takes, counted after trimming. */
export function textMaxLengthOf(name: string): number {
  return TEXT_SECTION_TABLE[splitTextName(name).baseName]?.maxLength ?? UNKNOWN_SECTION_MAX;
}

/** The order sections are shown in: by group, then base name as the table lists them, then number. */
export function compareTextNames(a: string, b: string): number {
  const order = Object.keys(TEXT_SECTION_TABLE);
  const rank = (name: string) => {
    const { baseName, number } = splitTextName(name);
    const base = order.indexOf(baseName);
    return [TextGroupEnum.options.indexOf(textGroupOf(name)), base < 0 ? order.length : base, number ?? 0];
  };
  const [left, right] = [rank(a), rank(b)];
  for (let index = 0; index < left.length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** GET /Texts/GetAllTextSections: one entry per base name of the fixed table; title is the i18n key. */
export const TextSectionCatalogueRecord = z.object({
  name: z.string(),
  group: TextGroupEnum,
  maxLength: z.number().int(),
  title: z.string(),
});
export type TextSectionCatalogueRecord = z.infer<typeof TextSectionCatalogueRecord>;

/** Who wrote a version: a text task's submission, the office's editor, or the provider's delivery. */
export const TextOrigin = z.enum(['TASK', 'OFFICE', 'PROVIDER']);
export type TextOrigin = z.infer<typeof TextOrigin>;

export const TextReviewState = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type TextReviewState = z.infer<typeof TextReviewState>;

export const TextPersonRecord = z.object({ id: z.string(), name: z.string() });

/** The office's review of a delivered version. */
export const TextReviewRecord = z.object({
  versionId: z.string(),
  orderId: z.string(),
  state: TextReviewState,
  /** The reason given with a rejection. */
  reason: z.string().nullable(),
  reviewedBy: TextPersonRecord.nullable(),
  reviewedAt: z.string().nullable(),
  /** When the 30-day window closes (closed) for approving or rejecting; the page says so. */
  reviewClosesAt: z.string(),
  /** PENDING and the window still open. */
  reviewable: z.boolean(),
});
export type TextReviewRecord = z.infer<typeof TextReviewRecord>;

/** One entry of GET /cases/{id}/texts/{name}, newest first. */
export const CaseTextVersionRecord = z.object({
  /** A stored version's id, or `task:<taskId>` for a text task's submission. */
  id: z.string(),
  name: z.string(),
  content: z.string(),
  origin: TextOrigin,
  changedAt: z.string(),
  changedBy: TextPersonRecord.nullable(),
  taskId: z.string().nullable(),
  /** Delivered versions only. */
  review: TextReviewRecord.nullable(),
});
export type CaseTextVersionRecord = z.infer<typeof CaseTextVersionRecord>;

/**
 * GET /cases/{id}/texts/current: one entry per section with any version, in display order: the version in
 * force (the newest; of the text tasks' descriptions only the first counts, it cannot be changed by a
 * task), how many versions the history shows, and the review of the section's newest delivered version.
 */
export const CaseCurrentTextRecord = z.object({
  name: z.string(),
  baseName: z.string(),
  number: z.number().int().nullable(),
  group: TextGroupEnum,
  maxLength: z.number().int(),
  content: z.string(),
  versionId: z.string(),
  origin: TextOrigin,
  /** The text task of a TASK version. */
  taskId: z.string().nullable(),
  category: TextTaskCategory.nullable(),
  /** When the version in force was written. */
  submittedAt: z.string(),
  changedBy: TextPersonRecord.nullable(),
  versions: z.number().int(),
  review: TextReviewRecord.nullable(),
});
export type CaseCurrentTextRecord = z.infer<typeof CaseCurrentTextRecord>;

export const CaseTextParams = z.object({ id: z.uuid(), name: CaseTextName });

/** POST /cases/{id}/texts/{name}: a new version from the office's editor, kept as written. */
export const SaveCaseTextBody = z.object({ content: writtenText.pipe(z.string().trim().max(20_000)) });
export type SaveCaseTextBody = z.input<typeof SaveCaseTextBody>;

/** POST /cases/{id}/texts/{name}/deliver: the provider delivers a text of one of the case's orders. */
export const DeliverCaseTextBody = z.object({
  orderId: z.uuid(),
  content: writtenText.pipe(z.string().trim().min(1).max(20_000)),
});
export type DeliverCaseTextBody = z.input<typeof DeliverCaseTextBody>;

/** POST /cases/{id}/texts/{name}/reject and /texts/reject-all; an empty reason is refused (cannotReject). */
export const RejectCaseTextBody = z.object({ reason: z.string().trim().max(TEXT_REJECT_REASON_MAX) });
export type RejectCaseTextBody = z.input<typeof RejectCaseTextBody>;
