// What a profile would refuse or warn about in a case's listing set (GET /api/cases/{id}/listing/check/{profileId}),
// the export it packs as a zip (POST /api/cases/{id}/listing/exports/{profileId}) and the pull feed of the office's
// own systems (GET /api/cases/{id}/listing/feed/{profileId}). docs/listing-profiles.md says how each rule applies.
import { z } from 'zod';
import { ListingProfileId } from './listings.ts';

/** A finding that stops the export (`refuse`) or that the office should see before it publishes (`warn`). */
export const ListingFindingSeverity = z.enum(['refuse', 'warn']);
export type ListingFindingSeverity = z.infer<typeof ListingFindingSeverity>;

/**
 * What the check finds: too few or too many pictures for the profile, a picture below its minimum size, no
 * floor plan where the portal expects one, a staged picture whose original is not in the set, a picture with
 * the provider's logo band where the portal forbids marks, a picture whose size is not known yet, a picture
 * whose usage rights have expired (always refused).
 */
export const ListingFindingCode = z.enum([
  'tooFewPictures',
  'tooManyPictures',
  'belowMinimumSize',
  'noFloorPlan',
  'stagedWithoutOriginal',
  'watermarked',
  'sizeUnknown',
  'rightsExpired',
]);
export type ListingFindingCode = z.infer<typeof ListingFindingCode>;

export const ListingFinding = z.object({
  severity: ListingFindingSeverity,
  code: ListingFindingCode,
  /** The picture concerned; null for a finding about the whole set. */
  materialId: z.uuid().nullable(),
  /** The numbers the portal puts into the finding's sentence (count, min, max, width, height, minWidth...). */
  params: z.record(z.string(), z.number()),
});
export type ListingFinding = z.infer<typeof ListingFinding>;

/** Why a picture carries the altered label: a virtually staged room, or the "after" of before/after material. */
export const ListingAlteration = z.enum(['staged', 'beforeAfter']);
export type ListingAlteration = z.infer<typeof ListingAlteration>;

/** One file of the export, in the profile's order, as the zip and the feed name it. */
export const ListingExportFile = z.object({
  position: z.number().int().min(1),
  fileName: z.string(),
  materialId: z.uuid(),
  type: z.enum(['Picture', 'Floorplan', 'BeforeAfterPictures']),
  /** The caption as exported: the office's text, with the profile's label for an altered picture. */
  caption: z.string(),
  /** The picture's alt text: its caption, or the kind of picture and its position where none was written. */
  altText: z.string(),
  /** Null for an unaltered picture. */
  alteration: ListingAlteration.nullable(),
  /** The original of a staged picture, when it is in the set. */
  originalMaterialId: z.uuid().nullable(),
  isMain: z.boolean(),
  /** The exported size after fitting inside the profile's long edge; null while the picture's size is unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  credit: z.string().nullable(),
});
export type ListingExportFile = z.infer<typeof ListingExportFile>;

/** A tour or film of the case, listed in the export's text file of links when the profile lists links. */
export const ListingLink = z.object({ title: z.string(), url: z.string() });
export type ListingLink = z.infer<typeof ListingLink>;

/** GET /api/cases/{id}/listing/check/{profileId}: the findings and the files the export would hold. */
export const ListingCheckRecord = z.object({
  caseId: z.uuid(),
  profileId: ListingProfileId,
  /** False while any finding refuses; the export then answers 409 with the same findings. */
  exportable: z.boolean(),
  findings: z.array(ListingFinding),
  files: z.array(ListingExportFile),
  links: z.array(ListingLink),
});
export type ListingCheckRecord = z.infer<typeof ListingCheckRecord>;

export const ListingProfileCaseParams = z.object({ id: z.uuid(), profileId: ListingProfileId });

/** POST /api/cases/{id}/listing/exports/{profileId}: where the zip's link goes (the user's own address when left out). */
export const ListingExportBody = z.object({ email: z.email('rules.string.email').max(254).optional() });
export type ListingExportBody = z.infer<typeof ListingExportBody>;

/** 202: the zip is being packed; it shows among the case's downloads and is mailed when ready. */
export const ListingExportResponse = z.object({ downloadId: z.string() });
export type ListingExportResponse = z.infer<typeof ListingExportResponse>;

/** One file of the pull feed: its export entry with a signed address that expires. */
export const ListingFeedFile = ListingExportFile.extend({ url: z.string(), urlExpiresAt: z.iso.datetime() });
export type ListingFeedFile = z.infer<typeof ListingFeedFile>;

/** GET /api/cases/{id}/listing/feed/{profileId}: the set as the profile exports it, for the office's own systems. */
export const ListingFeedRecord = z.object({
  caseId: z.uuid(),
  profileId: ListingProfileId,
  address: z.string(),
  updatedAt: z.iso.datetime().nullable(),
  exportable: z.boolean(),
  findings: z.array(ListingFinding),
  files: z.array(ListingFeedFile),
  links: z.array(ListingLink),
});
export type ListingFeedRecord = z.infer<typeof ListingFeedRecord>;
