import type { Db } from '../../db/client.ts';
import { materials } from '../materials/materials.table.ts';

type MaterialValues = Partial<typeof materials.$inferInsert> & { caseId: string; branchId: number };

/** A material without a stored file: a link shown in an iframe (Matterport, embed code...). */
export async function buildLinkMaterial(db: Db, values: MaterialValues & { url: string }) {
  const [row] = await db
    .insert(materials)
    .values({ type: 'Matterport', name: 'Virtual tour', ...values })
    .returning();
  if (!row) throw new Error('link material not created');
  return row;
}

/** A delivered film; the file itself is never read by the presentation, only signed. */
export async function buildVideoMaterial(db: Db, values: MaterialValues) {
  const [row] = await db
    .insert(materials)
    .values({
      type: 'Video',
      name: 'walkthrough.mp4',
      storageKey: `cases/${values.caseId}/walkthrough.mp4`,
      contentType: 'video/mp4',
      ...values,
    })
    .returning();
  if (!row) throw new Error('video material not created');
  return row;
}
