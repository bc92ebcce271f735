// Listings: export profiles, one per destination portal, kept as data (GET/PUT /api/listing-profiles), and a
// case's listing set: the pictures an office publishes, in order, with their main picture and captions
// (GET/PUT /api/cases/{id}/listing). Every default and its source: docs/listing-profiles.md.
import { z } from 'zod';
import { CountryCode } from './enums.ts';
import { ListingErrorKey } from './listing-errors.ts';

/** The language of a profile's captions and of its label on altered pictures. */
export const ListingLanguage = z.enum(['en', 'da', 'sv', 'no']);
export type ListingLanguage = z.infer<typeof ListingLanguage>;

/** A profile's stable id, as paths and office systems name it (`finn`, `hemnet`, `own-website`). */
export const ListingProfileId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'rules.string.matches');

/** Where floor plans go in the exported order: after every picture, or right after the main picture. */
export const FloorPlanPlacement = z.enum(['last', 'after-main']);
export type FloorPlanPlacement = z.infer<typeof FloorPlanPlacement>;

export const LISTING_PICTURES_MAX = 200;
export const LISTING_PIXELS_MAX = 20_000;
export const LISTING_FILE_BYTES_MIN = 100_000;
export const LISTING_FILE_BYTES_MAX = 100_000_000;
export const LISTING_LABEL_MAX = 60;
export const LISTING_NAMING_MAX = 80;
/** What a file name may hold besides its placeholders: no folders, nothing a file system refuses. */
const NAMING_PATTERN = /^[A-Za-z0-9_.{}-]+$/;

const count = z
  .number()
  .int('rules.number.integer')
  .min(0, 'rules.number.min')
  .max(LISTING_PICTURES_MAX, 'rules.number.max');
const pixels = z
  .number()
  .int('rules.number.integer')
  .min(1, 'rules.number.min')
  .max(LISTING_PIXELS_MAX, 'rules.number.max');

/**
 * The rules of one destination. Aspect handling is always `fit` (scaled inside the long edge, never cropped:
 * a floor plan must keep every wall), the format JPEG in sRGB, as every Nordic portal takes.
 */
export const ListingProfileRules = z
  .object({
    minPictures: count,
    maxPictures: count.min(1, 'rules.number.min'),
    minWidth: pixels,
    minHeight: pixels,
    maxLongEdge: pixels,
    aspect: z.enum(['fit']),
    format: z.enum(['jpeg']),
    jpegQuality: z
      .number()
      .int('rules.number.integer')
      .min(50, 'rules.number.min')
      .max(100, 'rules.number.max'),
    maxFileBytes: z
      .number()
      .int('rules.number.integer')
      .min(LISTING_FILE_BYTES_MIN, 'rules.number.min')
      .max(LISTING_FILE_BYTES_MAX, 'rules.number.max'),
    colourSpace: z.enum(['srgb']),
    order: z.object({
      mainFirst: z.boolean(),
      floorPlans: FloorPlanPlacement,
      stagedAfterOriginal: z.boolean(),
    }),
    /** `{position}` (zero-padded to the set's length, at least two digits) and `{kind}` (picture, floorplan, staged). */
    namingPattern: z
      .string()
      .trim()
      .min(1, 'rules.required')
      .max(LISTING_NAMING_MAX, 'rules.string.max')
      .regex(NAMING_PATTERN, 'rules.string.matches'),
    captionLanguage: ListingLanguage,
    /** Tours and films go into the export as a text file of links. */
    listLinks: z.boolean(),
    /** The check warns when the set has no floor plan. */
    floorPlanExpected: z.boolean(),
    /** Burned into a virtually staged or otherwise altered picture and added to its caption. */
    alteredLabel: z.string().trim().min(1, 'rules.required').max(LISTING_LABEL_MAX, 'rules.string.max'),
    /** Material that came with the provider's watermark or logo band is refused (FINN's rules). */
    refuseWatermarked: z.boolean(),
  })
  .superRefine((rules, context) => {
    if (rules.minPictures > rules.maxPictures) {
      context.addIssue({
        code: 'custom',
        path: ['minPictures'],
        message: ListingErrorKey.listingMinAboveMax,
      });
    }
    for (const side of ['minWidth', 'minHeight'] as const) {
      if (rules[side] > rules.maxLongEdge) {
        context.addIssue({
          code: 'custom',
          path: [side],
          message: ListingErrorKey.listingMinSizeAboveLongEdge,
        });
      }
    }
    if (!rules.namingPattern.includes('{position}') || !rules.namingPattern.endsWith('.jpg')) {
      context.addIssue({
        code: 'custom',
        path: ['namingPattern'],
        message: ListingErrorKey.listingNamingWithoutPosition,
      });
    }
  });
export type ListingProfileRules = z.infer<typeof ListingProfileRules>;
export type ListingRuleName = keyof ListingProfileRules;

/**
 * Where a rule's value comes from: the destination's or an authority's published guidance, the project's own
 * choice where nothing is published, or the provider's staff, who changed it since.
 */
export const ListingRuleOrigin = z.enum(['published', 'projectChoice', 'provider']);
export type ListingRuleOrigin = z.infer<typeof ListingRuleOrigin>;

export const ListingSource = z.object({ title: z.string(), url: z.string(), note: z.string() });
export type ListingSource = z.infer<typeof ListingSource>;

/** GET /api/listing-profiles: one destination with its rules, the origin of each and its sources. */
export const ListingProfileRecord = z.object({
  id: ListingProfileId,
  name: z.string(),
  /** The country of the portal; null for a destination of any country (the office's own website). */
  country: CountryCode.nullable(),
  language: ListingLanguage,
  rules: ListingProfileRules,
  ruleOrigins: z.record(z.string(), ListingRuleOrigin),
  sources: z.array(ListingSource),
  updatedAt: z.iso.datetime(),
  updatedByName: z.string().nullable(),
});
export type ListingProfileRecord = z.infer<typeof ListingProfileRecord>;

export const LISTING_PROFILE_NAME_MAX = 80;

/** PUT /api/listing-profiles/{id}: the provider's staff change a destination's name and rules. */
export const ListingProfileUpdateBody = z.object({
  name: z.string().trim().min(1, 'rules.required').max(LISTING_PROFILE_NAME_MAX, 'rules.string.max'),
  rules: ListingProfileRules,
});
export type ListingProfileUpdateBody = z.infer<typeof ListingProfileUpdateBody>;

export const ListingProfileParams = z.object({ id: ListingProfileId });

export const LISTING_CAPTION_MAX = 300;

/**
 * PUT /api/cases/{id}/listing: the chosen pictures and floor plans in order, the main picture among them,
 * and a caption per chosen material (none for the rest).
 */
export const ListingSetBody = z
  .object({
    materialIds: z
      .array(z.uuid('rules.string.uuid'))
      .min(1, 'rules.required')
      .max(LISTING_PICTURES_MAX, 'rules.array.max'),
    mainMaterialId: z.uuid('rules.string.uuid'),
    captions: z.record(
      z.uuid('rules.string.uuid'),
      z.string().trim().max(LISTING_CAPTION_MAX, 'rules.string.max'),
    ),
  })
  .superRefine((body, context) => {
    if (new Set(body.materialIds).size !== body.materialIds.length) {
      context.addIssue({
        code: 'custom',
        path: ['materialIds'],
        message: ListingErrorKey.listingMaterialTwice,
      });
    }
    if (!body.materialIds.includes(body.mainMaterialId)) {
      context.addIssue({
        code: 'custom',
        path: ['mainMaterialId'],
        message: ListingErrorKey.listingMainNotChosen,
      });
    }
    for (const id of Object.keys(body.captions)) {
      if (!body.materialIds.includes(id)) {
        context.addIssue({
          code: 'custom',
          path: ['captions', id],
          message: ListingErrorKey.listingCaptionNotChosen,
        });
      }
    }
  });
export type ListingSetBody = z.infer<typeof ListingSetBody>;

/** What a listing may hold: pictures, floor plans, and the "after" pictures of before/after material. */
export const LISTING_MATERIAL_TYPES = ['Picture', 'Floorplan', 'BeforeAfterPictures'] as const;

/** One chosen material as the listing set shows it. */
export const ListingItem = z.object({
  materialId: z.uuid(),
  type: z.enum(LISTING_MATERIAL_TYPES),
  name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
});
export type ListingItem = z.infer<typeof ListingItem>;

/**
 * GET /api/cases/{id}/listing: the saved set, or, before one is saved (`saved: false`), the presentation's
 * active pictures and floor plans in its order, the first picture as the main one.
 */
export const ListingSetRecord = z.object({
  caseId: z.uuid(),
  saved: z.boolean(),
  /** The chosen material in order, as PUT takes it back. */
  materialIds: z.array(z.uuid()),
  mainMaterialId: z.uuid().nullable(),
  captions: z.record(z.string(), z.string()),
  items: z.array(ListingItem),
  updatedAt: z.iso.datetime().nullable(),
  updatedByName: z.string().nullable(),
});
export type ListingSetRecord = z.infer<typeof ListingSetRecord>;
