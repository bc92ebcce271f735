import { addDays, localParts, rightsExpiryOf } from '@portal/contracts';
import { and, asc, eq, exists, isNotNull, max, ne, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage/storage.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { writePreviews } from '../modules/materials/material-previews.service.ts';
import { materialBatches, materials } from '../modules/materials/materials.table.ts';
import type { Db } from './client.ts';
import { MANY_PHOTOS_CASE } from './seed-materials.ts';

/** Head and shoulders on a studio backdrop: what a portrait product delivers. */
function portraitSvg(width: number, height: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><radialGradient id="backdrop"><stop offset="0" stop-color="#9aa7b4"/><stop offset="1" stop-color="#4b5662"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#backdrop)"/>
  <ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.42}" ry="${height * 0.3}" fill="#27313c"/>
  <rect x="${width * 0.44}" y="${height * 0.52}" width="${width * 0.12}" height="${height * 0.16}" fill="#e0b894"/>
  <ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.17}" ry="${height * 0.16}" fill="#e8c3a0"/>
  <path d="M ${width * 0.33} ${height * 0.38} Q ${width / 2} ${height * 0.16} ${width * 0.67} ${height * 0.38} L ${width * 0.65} ${height * 0.3} Q ${width / 2} ${height * 0.2} ${width * 0.35} ${height * 0.3} Z" fill="#6b4a2f"/>
</svg>`;
}

const PHOTOGRAPHER = 'Anna Fotograf';
const DRONE_PILOT = 'Luftfoto Nord ApS';

/**
 * Usage rights to try (docs/product.md, "Usage rights"): in a delivered Copenhagen case, the pictures credit
 * the demo photographer, the first one is a drone picture whose two-year licence ran out last month (so
 * copying, sharing, zips and listing exports refuse it), and a portrait of the office's agent is delivered
 * under the licence for the person's time at the office.
 */
export async function seedRightsDemo(db: Db, storage: Storage, now: Date) {
  const [found] = await db
    .select({ id: cases.id, branchId: cases.branchId })
    .from(cases)
    .innerJoin(branches, eq(branches.id, cases.branchId))
    .where(
      and(
        eq(branches.axCustomerId, 'DK-10042'),
        eq(cases.orderStatus, 'Delivered'),
        ne(cases.reference, MANY_PHOTOS_CASE.reference),
        exists(db.select({ id: materials.id }).from(materials).where(eq(materials.caseId, cases.id))),
        // Not the listing demo's case (a staged picture with its original): its export should go through.
        notExists(
          db
            .select({ id: materials.id })
            .from(materials)
            .where(and(eq(materials.caseId, cases.id), isNotNull(materials.beforeMaterialId))),
        ),
      ),
    )
    .orderBy(asc(cases.reference))
    .limit(1);
  if (!found) return;
  const caseMaterials = await db
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.caseId, found.id))
    .orderBy(asc(materials.sortOrder));
  await db.update(materials).set({ credit: PHOTOGRAPHER }).where(eq(materials.caseId, found.id));
  const first = caseMaterials[0];
  const today = localParts(now, 'Europe/Copenhagen').day;
  const deliveredOn = addDays(today, -(2 * 365 + 30));
  if (first) {
    await db
      .update(materials)
      .set({ credit: DRONE_PILOT, expiresOn: rightsExpiryOf(deliveredOn, 24) })
      .where(eq(materials.id, first.id));
  }

  const [width, height] = [1000, 1250];
  const image = await sharp(Buffer.from(portraitSvg(width, height)))
    .jpeg({ quality: 85 })
    .toBuffer();
  const key = 'demo/portrait-01.jpg';
  const stored = await storage.write(key, image, 'image/jpeg');
  const previews = {
    previewKey: 'demo/portrait-01-preview.jpg',
    thumbnailKey: 'demo/portrait-01-thumbnail.jpg',
  };
  await writePreviews(storage, key, previews);
  const [batch] = await db
    .insert(materialBatches)
    .values({ caseId: found.id, productCategory: 'PORTRAIT' })
    .returning();
  const [last] = await db
    .select({ value: max(materials.sortOrder) })
    .from(materials)
    .where(eq(materials.caseId, found.id));
  await db.insert(materials).values({
    caseId: found.id,
    branchId: found.branchId,
    batchId: batch?.id,
    type: 'Picture',
    name: 'portrait-agent.jpg',
    storageKey: key,
    ...previews,
    contentType: 'image/jpeg',
    size: stored.size,
    width,
    height,
    sortOrder: (last?.value ?? 0) + 1,
    credit: PHOTOGRAPHER,
    licence: 'PERSON_AT_OFFICE',
  });
}
