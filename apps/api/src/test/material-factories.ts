// Material other than pictures (buildPicture in factories.ts): links, films and floor plans, as a delivery
// leaves them.
import { randomUUID } from 'node:crypto';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Db } from '../db/client.ts';
import { materials } from '../modules/materials/materials.table.ts';
import { floorPlanPdfFile, pngFile } from './sample-files.ts';

type MaterialValues = Partial<typeof materials.$inferInsert> & { caseId: string; branchId: number };

/** Any material row, as given (a text material, a link of an unusual kind...). */
export async function buildMaterial(db: Db, values: typeof materials.$inferInsert) {
  const [row] = await db.insert(materials).values(values).returning();
  if (!row) throw new Error('material not created');
  return row;
}

/** A delivered link without a stored file (a Matterport tour unless told otherwise): `url` is the link. */
export function buildLinkMaterial(db: Db, values: MaterialValues & { url: string }) {
  return buildMaterial(db, { type: 'Matterport', name: 'Virtual tour', ...values });
}

/** A delivered film; the file itself is never read by the presentation, only signed. */
export function buildVideoMaterial(db: Db, values: MaterialValues) {
  return buildMaterial(db, {
    type: 'Video',
    name: 'walkthrough.mp4',
    storageKey: `cases/${values.caseId}/walkthrough.mp4`,
    contentType: 'video/mp4',
    ...values,
  });
}

/** A floor plan delivered as a PDF (a drawn one-page plan unless `pdf` is given), stored with its bytes. */
export async function buildPdfFloorPlan(
  db: Db,
  storage: Storage,
  values: MaterialValues,
  pdf: Buffer = floorPlanPdfFile(),
) {
  const id = randomUUID();
  const storageKey = `cases/${values.caseId}/${id}.pdf`;
  const stored = await storage.write(storageKey, pdf, 'application/pdf');
  return buildMaterial(db, {
    id,
    type: 'Floorplan',
    name: 'floor-plan.pdf',
    storageKey,
    contentType: 'application/pdf',
    size: stored.size,
    ...values,
  });
}

/** A floor plan delivered as a PNG drawing, stored with its bytes. */
export async function buildPngFloorPlan(db: Db, storage: Storage, values: MaterialValues) {
  const id = randomUUID();
  const storageKey = `cases/${values.caseId}/${id}.png`;
  const stored = await storage.write(storageKey, await pngFile(1200, 900), 'image/png');
  return buildMaterial(db, {
    id,
    type: 'Floorplan',
    name: 'floor-plan.png',
    storageKey,
    contentType: 'image/png',
    size: stored.size,
    width: 1200,
    height: 900,
    ...values,
  });
}
