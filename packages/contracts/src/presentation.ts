import { z } from 'zod';
import { MaterialType } from './enums.ts';
import { MaterialRights } from './material-rights.ts';

/** A department's branding (docs/product.md); a null part means the portal's own look. */
export const BrandingRecord = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  contrastColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});
export type BrandingRecord = z.infer<typeof BrandingRecord>;

/**
 * The look of the department the portal is shown for (`GET /webshop/whitelabel`): its branding with its id
 * and name, which names the department's logo. Both are null for a user without departments.
 */
export const WhitelabelRecord = BrandingRecord.extend({
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
});
export type WhitelabelRecord = z.infer<typeof WhitelabelRecord>;

/**
 * How the media lightbox shows a slide (docs/product.md): a stored picture or film, or a page of
 * another service in an iframe, given as a plain address (`iframe`) or as an embed code whose iframe or embed
 * address the hub took out (`embed`).
 */
export const SlideKind = z.enum(['image', 'video', 'embed', 'iframe']);
export type SlideKind = z.infer<typeof SlideKind>;

/**
 * One piece of material as a slide. Stored files come as signed, expiring URLs: the thumbnail for grids,
 * the web-sized preview for the lightbox, the original for downloads; a missing preview or thumbnail falls
 * back to the larger file. A PDF floor plan (`contentType` application/pdf) is an `image` slide whose previews
 * are its first page rendered (null until rendered, never the PDF) and whose `originalUrl` opens the PDF.
 * `embedUrl` is the https address an embed or iframe slide shows (contracts `embedAddressOf`).
 */
export const PresentationSlide = z.object({
  id: z.uuid(),
  kind: SlideKind,
  materialType: MaterialType,
  name: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  originalUrl: z.string().nullable(),
  contentType: z.string().nullable(),
  embedUrl: z.string().nullable(),
  /**
   * Who is credited, the licence and its expiry (material-rights.ts). A shared link never shows material
   * whose rights have expired; the office's own presentation does, marked, so the office sees why.
   */
  rights: MaterialRights,
});
export type PresentationSlide = z.infer<typeof PresentationSlide>;

/** The material presentation of a case's address, with its department's branding. */
export const PresentationRecord = z.object({
  caseId: z.uuid(),
  address: z.string(),
  departmentName: z.string(),
  branding: BrandingRecord,
  /** Archived material is not shown until it is restored; slides are then empty. */
  archived: z.boolean(),
  slides: z.array(PresentationSlide),
  /** When the signed URLs stop working; the portal asks again before then. */
  urlsExpireAt: z.iso.datetime(),
});
export type PresentationRecord = z.infer<typeof PresentationRecord>;

export const PresentationQuery = z.object({
  /** "true": only active material, as the shared link shows it. */
  activeOnly: z.enum(['true', 'false']).default('false'),
});
export type PresentationQuery = z.infer<typeof PresentationQuery>;

/** How long a new share link works, in days: the choices offered when it is made, and the default. */
export const SHARE_LIFETIME_DAYS = [1, 7, 30, 90] as const;
export const DEFAULT_SHARE_LIFETIME_DAYS = 90;

/** POST /cases/{id}/presentation/shares: the link's lifetime; without a body, the default. */
export const PresentationShareCreateBody = z.object({
  expiresInDays: z.literal(SHARE_LIFETIME_DAYS).default(DEFAULT_SHARE_LIFETIME_DAYS),
});
export type PresentationShareCreateBody = z.input<typeof PresentationShareCreateBody>;

/**
 * A live share link of a presentation: made, not revoked, not expired. The token is kept only as a hash, so
 * the URL is known only once.
 */
export const PresentationShareRecord = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  createdByName: z.string().nullable(),
  /** The link answers like a revoked one from then on. */
  expiresAt: z.iso.datetime(),
});
export type PresentationShareRecord = z.infer<typeof PresentationShareRecord>;

/** The answer to creating a share link: the only time its URL is told. */
export const CreatedPresentationShare = PresentationShareRecord.extend({ url: z.string() });
export type CreatedPresentationShare = z.infer<typeof CreatedPresentationShare>;
