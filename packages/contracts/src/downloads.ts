import { z } from 'zod';
import { ErrorKey } from './errors.ts';

/** A mailed download link works for this many days (docs/decisions/0133-zip-downloads.md). */
export const ZIP_LINK_DAYS = 7;
/** How many of a case's recent downloads the portal lists. */
export const RECENT_DOWNLOADS = 10;

export const ZipDownloadStatus = z.enum(['PENDING', 'PACKING', 'READY', 'FAILED']);
export type ZipDownloadStatus = z.infer<typeof ZipDownloadStatus>;

/** POST /api/Assets/download-link/ewarp-materials/email: the chosen material, mailed as a zip when packed. */
export const ZipDownloadBody = z.object({
  caseId: z.uuid(),
  materialIds: z.array(z.uuid()).min(1, ErrorKey.nothingChosen).max(5000),
  /** Where the link goes; the signed-in user's own address when left out. */
  email: z.email().max(254).optional(),
});
export type ZipDownloadBody = z.infer<typeof ZipDownloadBody>;

export const ZipDownloadResponse = z.object({ success: z.literal(true), downloadId: z.string() });
export type ZipDownloadResponse = z.infer<typeof ZipDownloadResponse>;

export const ZipDownloadQuery = z.object({ caseId: z.uuid() });

/** One ordered download, as the portal lists it ("being packed / mailed / failed - try again"). */
export const ZipDownloadRecord = z.object({
  id: z.string(),
  caseId: z.string(),
  email: z.string(),
  status: ZipDownloadStatus,
  fileName: z.string(),
  materialCount: z.number().int(),
  size: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The export profile of a listing export (POST /api/cases/{id}/listing/exports/{profileId}); null for a zip of material as delivered. */
  listingProfileId: z.string().nullable(),
});
export type ZipDownloadRecord = z.infer<typeof ZipDownloadRecord>;
