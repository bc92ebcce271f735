import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage/storage.ts';
import { materialBatches, materials } from '../modules/materials/materials.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import type { Db } from './client.ts';

interface Scene {
  sky: [string, string];
  wall: string;
  roof: string;
  vertical?: boolean;
}

// A few houses in Nordic colours; three are portrait-shaped, so combining images has vertical pictures.
const SCENES: Scene[] = [
  { sky: ['#7fb3e0', '#dcecf7'], wall: '#b8432f', roof: '#3b3b3b' },
  { sky: ['#f3b37a', '#fbe3c4'], wall: '#f2f0e6', roof: '#4a4a4a' },
  { sky: ['#8fc1e3', '#e8f3fa'], wall: '#e3c35a', roof: '#2f2f2f' },
  { sky: ['#5d8fc9', '#cfe0f2'], wall: '#5c7a8f', roof: '#262626' },
  { sky: ['#a9cfe8', '#f1f7fb'], wall: '#d9d4c7', roof: '#6b3a2a' },
  { sky: ['#7aa6d6', '#e2eef8'], wall: '#8f2f2f', roof: '#1f1f1f', vertical: true },
  { sky: ['#f0a970', '#fae0c8'], wall: '#ffffff', roof: '#3d3d3d' },
  { sky: ['#9cc3e6', '#eef5fb'], wall: '#4f6d4a', roof: '#2b2b2b', vertical: true },
  { sky: ['#6f9fd2', '#dbe8f5'], wall: '#c9a27e', roof: '#402a20' },
  { sky: ['#b5d6ee', '#f4f9fc'], wall: '#ece6d6', roof: '#555555', vertical: true },
];

function sceneSvg(scene: Scene, width: number, height: number): string {
  const ground = Math.round(height * 0.72);
  const houseWidth = Math.round(width * 0.5);
  const left = Math.round((width - houseWidth) / 2);
  const wallTop = Math.round(ground - height * 0.3);
  const windows = [0.15, 0.42, 0.69]
    .map(
      (at) =>
        `<rect x="${left + houseWidth * at}" y="${wallTop + height * 0.07}" width="${houseWidth * 0.16}" height="${height * 0.09}" fill="#fdf6d8" stroke="#ffffff" stroke-width="4"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${ground}" fill="url(#sky)"/>
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="#5f8f4e"/>
  <rect x="${left}" y="${wallTop}" width="${houseWidth}" height="${ground - wallTop}" fill="${scene.wall}"/>
  <polygon points="${left - 20},${wallTop} ${left + houseWidth / 2},${wallTop - height * 0.16} ${left + houseWidth + 20},${wallTop}" fill="${scene.roof}"/>
  ${windows}
  <rect x="${left + houseWidth * 0.44}" y="${ground - height * 0.13}" width="${houseWidth * 0.12}" height="${height * 0.13}" fill="#3a2a1f"/>
</svg>`;
}

/** Renders the demo pictures once into storage under demo/; every demo case shows some of them. */
async function writePicturePool(storage: Storage) {
  return Promise.all(
    SCENES.map(async (scene, index) => {
      const [width, height] = scene.vertical ? [1000, 1500] : [1600, 1067];
      const image = await sharp(Buffer.from(sceneSvg(scene, width, height)))
        .jpeg({ quality: 82 })
        .toBuffer();
      const key = `demo/house-${String(index + 1).padStart(2, '0')}.jpg`;
      const stored = await storage.write(key, image, 'image/jpeg');
      return { key, width, height, size: stored.size, name: `house-${index + 1}.jpg` };
    }),
  );
}

/**
 * Demo pictures (all of the pool, each case starting elsewhere) for every demo case with an order, as if the photographer had delivered them: one batch on
 * the order's first line. The files are shared between cases (they are demo data), the rows are not.
 */
export async function seedDemoMaterials(db: Db, storage: Storage) {
  const pool = await writePicturePool(storage);
  const firstLines = await db
    .selectDistinctOn([orders.caseId], {
      caseId: orders.caseId,
      branchId: orders.branchId,
      orderLineId: orderLines.id,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .orderBy(orders.caseId, orders.createdDate, orderLines.position);
  for (let start = 0; start < firstLines.length; start += 200) {
    const chunk = firstLines.slice(start, start + 200);
    const batches = await db
      .insert(materialBatches)
      .values(chunk.map((line) => ({ caseId: line.caseId, orderLineId: line.orderLineId })))
      .returning();
    await db.insert(materials).values(
      batches.flatMap((batch, caseIndex) =>
        Array.from({ length: pool.length }, (_, index) => {
          const picture = pool[(caseIndex + index) % pool.length];
          const line = chunk[caseIndex];
          if (!picture || !line) throw new Error('demo picture pool is empty');
          return {
            caseId: batch.caseId,
            branchId: line.branchId,
            orderLineId: line.orderLineId,
            batchId: batch.id,
            type: 'Picture',
            name: `${String(index + 1).padStart(2, '0')}-${picture.name}`,
            storageKey: picture.key,
            contentType: 'image/jpeg',
            size: picture.size,
            width: picture.width,
            height: picture.height,
            sortOrder: index,
          };
        }),
      ),
    );
  }
}
