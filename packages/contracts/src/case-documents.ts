// Documents and links of a case (docs/product.md). A case has at most one document of each type: a new
// file of a type replaces the old one.
import { z } from 'zod';
import { DocumentType } from './enums.ts';

export const DOCUMENT_TITLE_MAX = 200;
export const LINK_TITLE_MAX = 200;
export const LINK_URL_MAX = 2000;

/** GET /cases/{id}/assets/documents: one document, with a signed, expiring download URL. */
export const CaseDocumentRecord = z.object({
  id: z.string(),
  /** The title the user gave (docs/product.md: "name or description"). */
  name: z.string(),
  type: DocumentType,
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  updatedAt: z.string(),
});
export type CaseDocumentRecord = z.infer<typeof CaseDocumentRecord>;

/** POST /cases/{id}/assets/document: a file already PUT to the key the presign call gave. */
export const SaveDocumentBody = z.object({
  title: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX),
  type: DocumentType,
  key: z.string().min(1).max(512),
  fileName: z.string().trim().min(1).max(255),
});
export type SaveDocumentBody = z.infer<typeof SaveDocumentBody>;

/** POST /cases/{id}/assets/documents: several documents at once, all or nothing, one per type. */
export const SaveDocumentsBody = z.object({
  documents: z.array(SaveDocumentBody).min(1).max(DocumentType.options.length),
});
export type SaveDocumentsBody = z.infer<typeof SaveDocumentsBody>;

/**
 * GET /cases/{id}/assets/allowednames: every document type, in the order of docs/product.md, with the document the
 * case already has of it; saving a type that has one replaces it.
 */
export const AllowedDocumentNameRecord = z.object({
  type: DocumentType,
  documentId: z.string().nullable(),
});
export type AllowedDocumentNameRecord = z.infer<typeof AllowedDocumentNameRecord>;

/** GET /cases/{id}/assets/links. */
export const CaseLinkRecord = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type CaseLinkRecord = z.infer<typeof CaseLinkRecord>;

/** POST /cases/{id}/assets/link: only web addresses, so a stored link can never run script in the portal. */
export const SaveLinkBody = z.object({
  title: z.string().trim().min(1).max(LINK_TITLE_MAX),
  url: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain })
    .trim()
    .max(LINK_URL_MAX),
});
export type SaveLinkBody = z.infer<typeof SaveLinkBody>;
