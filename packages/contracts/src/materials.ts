// The material of a case and the calls that change it (docs/product.md): material is active or inactive,
// and copying never takes copywriting texts, documents or links.
import { z } from 'zod';
import { CloudScannerLinkType, MaterialsState, MaterialTag, MaterialType } from './enums.ts';
import { MaterialRights } from './material-rights.ts';
import { fileExtensionOf } from './uploads.ts';

/** The most ids one call may name: a case with several hundred photos fits, a runaway list does not. */
export const MATERIAL_IDS_MAX = 2000;

/** While the material is archived, or on its way in or out of the archive, nothing of it may change. */
export const MATERIALS_LOCKED_STATES: readonly MaterialsState[] = ['ARCHIVED', 'ARCHIVING', 'RESTORING'];

/**
 * Why a chosen material was not copied: copywrite texts and links are never copied (docs/product.md). The
 * spec's links are web pages about the case, the case's link assets and plain `Link` material; a delivered
 * tour, film, panorama or presentation is material of the property and is copied with its address. Material
 * whose usage rights have expired is never copied (`rightsExpired`).
 */
export const CopyLeftOutReason = z.enum(['copywriteTexts', 'links', 'notFound', 'rightsExpired']);
export type CopyLeftOutReason = z.infer<typeof CopyLeftOutReason>;

/** Material types a copy to another case leaves out, and the reason it answers for them. */
export const MATERIAL_TYPES_NEVER_COPIED: Partial<Record<MaterialType, CopyLeftOutReason>> = {
  CopywriteTexts: 'copywriteTexts',
  Link: 'links',
};

/**
 * A floor plan delivered as a PDF: the previews job renders its first page as its preview and thumbnail, and
 * the portal shows that picture with a link to the file.
 */
export const isPdfFloorPlan = (material: { type: string; name: string; contentType?: string | null }) =>
  material.type === 'Floorplan' &&
  (material.contentType === 'application/pdf' || fileExtensionOf(material.name) === 'pdf');

/** A stored file of a material: a signed, expiring URL and what is known of it. */
export const MaterialSourceRecord = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().nullable(),
  contentType: z.string().nullable(),
});
export type MaterialSourceRecord = z.infer<typeof MaterialSourceRecord>;

export const CloudScannerLinkRecord = z.object({ type: CloudScannerLinkType, url: z.string() });

/** GET /cases/{id}/assets: one material with every field the hub sends. */
export const MaterialRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: MaterialType,
  tags: z.array(MaterialTag),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /**
   * The largest source; null for link material (Matterport, embed...), which has `url` instead. For a PDF
   * floor plan, the PDF (`contentType` application/pdf): the file to open.
   */
  largestSource: MaterialSourceRecord.nullable(),
  /** A link material's link as delivered: an https address, or (in older material) an embed code. */
  url: z.string().nullable(),
  /**
   * The https address the lightbox frames for a link material (contracts `embedAddressOf`: an embed code's
   * iframe address, a YouTube or Vimeo page's player); null for files and for a link that cannot be framed.
   */
  embedUrl: z.string().nullable(),
  /**
   * Web-sized preview and thumbnail of a picture, or of a PDF floor plan's first page; null until the
   * previews job made them (and for a PDF it could not render).
   */
  previewUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  orderlineId: z.string().nullable(),
  batchId: z.string().nullable(),
  updatedDate: z.string(),
  /** Before and after: the picture this one is the "after" of. */
  beforeMaterialId: z.string().nullable(),
  vendorOrderLineId: z.string().nullable(),
  cloudScannerLinks: z.array(CloudScannerLinkRecord),
  isSelected: z.boolean(),
  /** Who is credited, what it may be used for and until when (material-rights.ts). */
  rights: MaterialRights,
});
export type MaterialRecord = z.infer<typeof MaterialRecord>;

/** One delivery of material; the product and order of its order line when it has one. */
export const MaterialBatchRecord = z.object({
  id: z.string(),
  orderlineId: z.string().nullable(),
  productName: z.string().nullable(),
  orderSalesId: z.string().nullable(),
  createdAt: z.string(),
  materialCount: z.number().int(),
});
export type MaterialBatchRecord = z.infer<typeof MaterialBatchRecord>;

export const CaseAssetsRecord = z.object({
  caseId: z.string(),
  materialsState: MaterialsState,
  /** Sorted by sortOrder. */
  materials: z.array(MaterialRecord),
  batches: z.array(MaterialBatchRecord),
});
export type CaseAssetsRecord = z.infer<typeof CaseAssetsRecord>;

const materialIds = z.array(z.uuid()).max(MATERIAL_IDS_MAX);

/** POST /cases/{id}/assets/delete and /restore: an empty list answers nothingChosen. */
export const MaterialIdsBody = z.object({ materialIds });
export type MaterialIdsBody = z.infer<typeof MaterialIdsBody>;

/** POST /cases/{id}/assets/sortorder: every material of the case, in the new order. */
export const MaterialSortOrderBody = z.object({ materialIds: materialIds.min(1) });
export type MaterialSortOrderBody = z.infer<typeof MaterialSortOrderBody>;

/** DELETE /Assets/delete-materials-and-assets: material and document or link assets, removed for good. */
export const DeleteMaterialsAndAssetsBody = z.object({
  caseId: z.uuid(),
  materialIds: materialIds.default([]),
  assetIds: materialIds.default([]),
});
export type DeleteMaterialsAndAssetsBody = z.input<typeof DeleteMaterialsAndAssetsBody>;

export const RemovedAssetsRecord = z.object({
  removedMaterials: z.number().int(),
  removedDocuments: z.number().int(),
  removedLinks: z.number().int(),
});
export type RemovedAssetsRecord = z.infer<typeof RemovedAssetsRecord>;

/** POST /cases/{id}/assets/copy: without materialIds, all active material of the case. */
export const CopyMaterialsBody = z.object({
  targetCaseId: z.uuid(),
  materialIds: materialIds.optional(),
});
export type CopyMaterialsBody = z.infer<typeof CopyMaterialsBody>;

export const CopyMaterialsResult = z.object({
  targetCaseId: z.string(),
  batchId: z.string(),
  copied: z.number().int(),
  leftOut: z.array(z.object({ reason: CopyLeftOutReason, count: z.number().int() })),
});
export type CopyMaterialsResult = z.infer<typeof CopyMaterialsResult>;
