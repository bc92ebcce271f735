// Collage: a template with pictures placed on its areas (POST /cases/{id}/assets/collage and
// GET /cases/{id}/assets/collage/pricing; docs/product.md).
import { z } from 'zod';

/** An area of a template, as fractions of the canvas (0 to 1), so the same template draws at any size. */
export interface CollageArea {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CollageTemplate {
  id: CollageTemplateId;
  /** The size of the finished picture in pixels. */
  canvas: { width: number; height: number };
  areas: readonly CollageArea[];
  /** The catalogue item number that prices the template in a department (decisions: collage pricing). */
  itemNumber: string;
}

export const CollageTemplateId = z.enum(['duo', 'trio', 'quad']);
export type CollageTemplateId = z.infer<typeof CollageTemplateId>;

const half = 1 / 2;

export const COLLAGE_TEMPLATES: Record<CollageTemplateId, CollageTemplate> = {
  duo: {
    id: 'duo',
    canvas: { width: 2400, height: 1200 },
    areas: [
      { id: 'left', x: 0, y: 0, width: half, height: 1 },
      { id: 'right', x: half, y: 0, width: half, height: 1 },
    ],
    itemNumber: 'COLLAGE-2',
  },
  trio: {
    id: 'trio',
    canvas: { width: 2400, height: 1600 },
    areas: [
      { id: 'main', x: 0, y: 0, width: 2 / 3, height: 1 },
      { id: 'top', x: 2 / 3, y: 0, width: 1 / 3, height: half },
      { id: 'bottom', x: 2 / 3, y: half, width: 1 / 3, height: half },
    ],
    itemNumber: 'COLLAGE-3',
  },
  quad: {
    id: 'quad',
    canvas: { width: 2400, height: 1600 },
    areas: [
      { id: 'topLeft', x: 0, y: 0, width: half, height: half },
      { id: 'topRight', x: half, y: 0, width: half, height: half },
      { id: 'bottomLeft', x: 0, y: half, width: half, height: half },
      { id: 'bottomRight', x: half, y: half, width: half, height: half },
    ],
    itemNumber: 'COLLAGE-4',
  },
};

/** Pixels of white between the pictures of a collage. */
export const COLLAGE_GUTTER = 12;

/** POST /cases/{id}/assets/collage: every area of the template gets one picture of the case. */
export const MakeCollageBody = z.object({
  templateId: CollageTemplateId,
  placements: z
    .array(z.object({ areaId: z.string().min(1).max(32), materialId: z.uuid() }))
    .min(1)
    .max(4),
});
export type MakeCollageBody = z.infer<typeof MakeCollageBody>;

export const CollageResultRecord = z.object({
  materialId: z.string(),
  batchId: z.string(),
});
export type CollageResultRecord = z.infer<typeof CollageResultRecord>;

/**
 * GET /cases/{id}/assets/collage/pricing: the price of each template in the department's currency; 0 when
 * the department's catalogue has no product for it (the collage is then not charged), null for a user who
 * does not want to see prices (docs/product.md "Prices").
 */
export const CollagePricingRecord = z.object({
  currency: z.string(),
  templates: z.array(
    z.object({
      templateId: CollageTemplateId,
      price: z
        .number()
        .nullable()
        .describe('0 at no extra charge; null when the caller does not want to see prices.'),
    }),
  ),
});
export type CollagePricingRecord = z.infer<typeof CollagePricingRecord>;
