import { buffer } from 'node:stream/consumers';
import { and, asc, eq, exists, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage/storage.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { writePreviews } from '../modules/materials/material-previews.service.ts';
import { materials } from '../modules/materials/materials.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import type { Db } from './client.ts';

/** A sofa, a rug and a lamp, drawn over the lower part of a room: what a staging studio adds. */
function furnitureSvg(width: number, height: number) {
  const floor = Math.round(height * 0.72);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <ellipse cx="${width * 0.5}" cy="${floor + height * 0.12}" rx="${width * 0.3}" ry="${height * 0.07}" fill="#c9b18a"/>
  <rect x="${width * 0.28}" y="${floor - height * 0.1}" width="${width * 0.44}" height="${height * 0.14}" rx="18" fill="#4a5d6e"/>
  <rect x="${width * 0.26}" y="${floor - height * 0.16}" width="${width * 0.48}" height="${height * 0.08}" rx="18" fill="#3b4c5a"/>
  <rect x="${width * 0.8}" y="${floor - height * 0.3}" width="${width * 0.012}" height="${height * 0.3}" fill="#2b2b2b"/>
  <ellipse cx="${width * 0.806}" cy="${floor - height * 0.31}" rx="${width * 0.04}" ry="${height * 0.035}" fill="#f3e3b0"/>
</svg>`;
}

/** A drawn two-room floor plan, as a floor-plan product delivers it. */
function floorPlanSvg(width: number, height: number) {
  const wall = 'stroke="#222" stroke-width="14" fill="none"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#fff"/>
  <rect x="80" y="80" width="${width - 160}" height="${height - 160}" ${wall}/>
  <line x1="${width * 0.55}" y1="80" x2="${width * 0.55}" y2="${height * 0.6}" stroke="#222" stroke-width="10"/>
  <line x1="80" y1="${height * 0.6}" x2="${width * 0.4}" y2="${height * 0.6}" stroke="#222" stroke-width="10"/>
  <text x="${width * 0.25}" y="${height * 0.35}" font-family="DejaVu Sans, sans-serif" font-size="48" fill="#444">Stue 32 m²</text>
  <text x="${width * 0.66}" y="${height * 0.35}" font-family="DejaVu Sans, sans-serif" font-size="48" fill="#444">Soveværelse</text>
  <text x="${width * 0.2}" y="${height * 0.8}" font-family="DejaVu Sans, sans-serif" font-size="48" fill="#444">Køkken</text>
</svg>`;
}

/**
 * A Copenhagen case to try listing exports on: its order's virtual staging line delivers a staged version of
 * one of its pictures (the original named as its "before"), and a floor plan is delivered beside them.
 */
export async function seedListingDemo(db: Db, storage: Storage) {
  const [staging] = await db
    .select({ line: orderLines, caseId: orders.caseId, branchId: orders.branchId })
    .from(tasks)
    .innerJoin(orderLines, eq(orderLines.id, tasks.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(
      and(
        eq(tasks.type, 'VIRTUAL_STAGING'),
        eq(branches.axCustomerId, 'DK-10042'),
        eq(orders.status, 'Delivered'),
        // A case whose photographer delivered too: the staging was made from one of its pictures.
        exists(
          db
            .select({ id: materials.id })
            .from(materials)
            .where(and(eq(materials.caseId, orders.caseId), eq(materials.type, 'Picture'))),
        ),
      ),
    )
    .orderBy(asc(cases.createdAt))
    .limit(1);
  if (!staging) return;
  const [original] = await db
    .select()
    .from(materials)
    .where(
      and(eq(materials.caseId, staging.caseId), eq(materials.type, 'Picture'), like(materials.name, '%.jpg')),
    )
    .orderBy(asc(materials.sortOrder))
    .limit(1);
  if (!original?.storageKey || !original.width || !original.height) return;
  const { width, height } = original;
  const photo = await buffer(await storage.read(original.storageKey));
  const staged = await sharp(photo)
    .composite([{ input: Buffer.from(furnitureSvg(width, height)) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const base = `demo/listing/${staging.caseId}`;
  const stagedKey = `${base}-staged.jpg`;
  const stagedFile = await storage.write(stagedKey, staged, 'image/jpeg');
  await writePreviews(storage, stagedKey, {
    previewKey: `${base}-staged-preview.jpg`,
    thumbnailKey: `${base}-staged-thumbnail.jpg`,
  });
  const plan = await sharp(Buffer.from(floorPlanSvg(1600, 1200)))
    .png()
    .toBuffer();
  const planKey = `${base}-floorplan.png`;
  const planFile = await storage.write(planKey, plan, 'image/png');
  await writePreviews(storage, planKey, {
    previewKey: `${base}-floorplan-preview.jpg`,
    thumbnailKey: `${base}-floorplan-thumbnail.jpg`,
  });
  const inCase = { caseId: staging.caseId, branchId: staging.branchId };
  await db.insert(materials).values([
    {
      ...inCase,
      type: 'Picture',
      name: original.name.replace(/\.jpg$/, '-staged.jpg'),
      storageKey: stagedKey,
      previewKey: `${base}-staged-preview.jpg`,
      thumbnailKey: `${base}-staged-thumbnail.jpg`,
      contentType: 'image/jpeg',
      size: stagedFile.size,
      width,
      height,
      orderLineId: staging.line.id,
      beforeMaterialId: original.id,
      sortOrder: original.sortOrder + 100,
    },
    {
      ...inCase,
      type: 'Floorplan',
      name: 'floor-plan.png',
      storageKey: planKey,
      previewKey: `${base}-floorplan-preview.jpg`,
      thumbnailKey: `${base}-floorplan-thumbnail.jpg`,
      contentType: 'image/png',
      size: planFile.size,
      width: 1600,
      height: 1200,
      sortOrder: original.sortOrder + 200,
    },
  ]);
}
