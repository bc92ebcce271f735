import { formatAddress } from '@portal/contracts';
import { and, eq, inArray, like, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage/storage.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { writePreviews } from '../modules/materials/material-previews.service.ts';
import { materialBatches, materials } from '../modules/materials/materials.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
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

type PoolPicture = Awaited<ReturnType<typeof writePicturePool>>[number];

/**
 * Renders the demo pictures once into storage under demo/ (at `scale` times the web size), with their
 * preview and thumbnail; every demo case shows some of them.
 */
async function writePicturePool(storage: Storage, options: { prefix: string; scale: number }) {
  return Promise.all(
    SCENES.map(async (scene, index) => {
      const [width, height] = (scene.vertical ? [1000, 1500] : [1600, 1067]).map((side) =>
        Math.round(side * options.scale),
      ) as [number, number];
      const image = await sharp(Buffer.from(sceneSvg(scene, width, height)))
        .jpeg({ quality: 82 })
        .toBuffer();
      const base = `demo/${options.prefix}-${String(index + 1).padStart(2, '0')}`;
      const key = `${base}.jpg`;
      const stored = await storage.write(key, image, 'image/jpeg');
      const previews = { previewKey: `${base}-preview.jpg`, thumbnailKey: `${base}-thumbnail.jpg` };
      await writePreviews(storage, key, previews);
      return { key, ...previews, width, height, size: stored.size, name: `house-${index + 1}.jpg` };
    }),
  );
}

const pictureValues = (picture: PoolPicture) => ({
  type: 'Picture',
  storageKey: picture.key,
  previewKey: picture.previewKey,
  thumbnailKey: picture.thumbnailKey,
  contentType: 'image/jpeg',
  size: picture.size,
  width: picture.width,
  height: picture.height,
});

/**
 * Demo pictures (all of the pool, each case starting elsewhere) for every demo case with an order, as if the
 * photographer had delivered them: one batch on the order's first line without a staging task, of the case's own
 * category. The files are shared between cases (they are demo data), the rows are not; removing material
 * keeps a file another row still uses.
 */
export async function seedDemoMaterials(db: Db, storage: Storage) {
  const pool = await writePicturePool(storage, { prefix: 'house', scale: 1 });
  const firstLines = await db
    .selectDistinctOn([orders.caseId], {
      caseId: orders.caseId,
      branchId: orders.branchId,
      orderLineId: orderLines.id,
      category: cases.category,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(cases, eq(cases.id, orders.caseId))
    // Photos come from the photographer's line: a line with a virtual staging task would mark them as altered.
    .where(
      notExists(
        db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.orderLineId, orderLines.id), like(tasks.type, 'VIRTUAL_STAGING%'))),
      ),
    )
    .orderBy(orders.caseId, orders.createdDate, orderLines.position);
  for (let start = 0; start < firstLines.length; start += 200) {
    const chunk = firstLines.slice(start, start + 200);
    const batches = await db
      .insert(materialBatches)
      .values(
        chunk.map((line) => ({
          caseId: line.caseId,
          orderLineId: line.orderLineId,
          productCategory: line.category,
        })),
      )
      .returning();
    await db.insert(materials).values(
      batches.flatMap((batch, caseIndex) =>
        Array.from({ length: pool.length }, (_, index) => {
          const picture = pool[(caseIndex + index) % pool.length];
          const line = chunk[caseIndex];
          if (!picture || !line) throw new Error('demo picture pool is empty');
          return {
            ...pictureValues(picture),
            caseId: batch.caseId,
            branchId: line.branchId,
            orderLineId: line.orderLineId,
            batchId: batch.id,
            name: `${String(index + 1).padStart(2, '0')}-${picture.name}`,
            sortOrder: index,
          };
        }),
      ),
    );
    await offerFeedbackOnDeliveredPictures(
      db,
      chunk.map((line) => line.orderLineId),
    );
  }
  await seedManyPhotosCase(db, storage);
}

/** Products whose delivery is pictures, the ones a customer can comment on by drawing on them. */
const PICTURE_PRODUCTS = ['Photography 20 images', 'Drone photos', 'Virtual staging'];

/**
 * Delivered picture lines with a batch offer visual feedback, as the provider's system marks them: the
 * feedback page then has real pictures to draw on, while floor plans, video and texts get none.
 */
async function offerFeedbackOnDeliveredPictures(db: Db, lineIds: string[]) {
  await db
    .update(orderLines)
    .set({ canReceiveFeedback: true })
    .where(
      and(
        inArray(orderLines.id, lineIds),
        eq(orderLines.status, 'DELIVERED'),
        inArray(orderLines.productName, PICTURE_PRODUCTS),
      ),
    );
}

export const MANY_PHOTOS_CASE = {
  reference: 'DEMO-300',
  street: 'Fotografvej',
  buildingNumber: '300',
  zip: '2200',
  city: 'København N',
  photos: 300,
};

/**
 * One Copenhagen case with 300 delivered full-size photos, to try a big case: its grid must open fast and
 * load only the thumbnails on screen. The big files and previews are shared; each photo has a thumbnail
 * file of its own, so the browser loads (and a test can count) them one by one, as with real photos.
 */
async function seedManyPhotosCase(db: Db, storage: Storage) {
  const pool = await writePicturePool(storage, { prefix: 'large', scale: 2 });
  const [branch] = await db.select().from(branches).where(eq(branches.axCustomerId, 'DK-10042'));
  if (!branch) return;
  const { photos, ...address } = MANY_PHOTOS_CASE;
  const [caseRow] = await db
    .insert(cases)
    .values({
      ...address,
      branchId: branch.id,
      category: 'CASE',
      addressFull: formatAddress(address),
      hasMaterials: true,
      orderStatus: 'Delivered',
      deliveredProductCategories: ['CASE'],
    })
    .returning();
  if (!caseRow) throw new Error('demo case not created');
  const [order] = await db
    .insert(orders)
    .values({
      caseId: caseRow.id,
      branchId: branch.id,
      salesId: 'SO-DEMO300',
      status: 'Delivered',
      currency: 'DKK',
    })
    .returning();
  if (!order) throw new Error('demo order not created');
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order.id,
      productName: 'Photography 300 images',
      status: 'DELIVERED',
      orderedQuantity: 1,
      deliveredQuantity: 1,
    })
    .returning();
  if (!line) throw new Error('demo order line not created');
  const [batch] = await db
    .insert(materialBatches)
    .values({ caseId: caseRow.id, orderLineId: line.id, productCategory: 'CASE' })
    .returning();
  if (!batch) throw new Error('demo batch not created');
  const values = await Promise.all(
    Array.from({ length: photos }, async (_, index) => {
      const picture = pool[index % pool.length] as PoolPicture;
      const thumbnailKey = `demo/large-thumbnails/${String(index + 1).padStart(3, '0')}.jpg`;
      await storage.copy(picture.thumbnailKey, thumbnailKey);
      return {
        ...pictureValues(picture),
        thumbnailKey,
        caseId: caseRow.id,
        branchId: branch.id,
        orderLineId: line.id,
        batchId: batch.id,
        name: `photo-${String(index + 1).padStart(3, '0')}.jpg`,
        sortOrder: index,
      };
    }),
  );
  await db.insert(materials).values(values);
}
