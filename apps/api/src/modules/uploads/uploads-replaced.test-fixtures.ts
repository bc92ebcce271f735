import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildOrder, buildProviderStaff, signIn } from '../../test/factories.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { orderLines } from '../orders/orders.table.ts';
import { taskSubmissions, tasks } from '../tasks/tasks.table.ts';
import { taskFileUploads } from './uploads.table.ts';
import { jpeg, uploadsSetup } from './uploads.test-fixtures.ts';

/** What the portal gets from a presign call: the link, the headers the PUT must carry, the key to register. */
export interface PresignedLink {
  url: string;
  headers: Record<string, string>;
  key: string;
}

/**
 * The office's upload path and the provider's delivery path, each step a call of its own, so a test can PUT
 * to a link again between registering and completing. Local links are the hub's own storage route; S3 links
 * go straight to the bucket, as the browser sends them.
 */
export async function replacedUploadsSetup() {
  const setup = await uploadsSetup();
  const { app, db, agentCookie } = setup;
  const editorCookie = await signIn(app, (await buildProviderStaff(db, ['material.deliver'])).email);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = agentCookie) =>
    app.inject({ method, url, headers: portalHeaders(cookie), payload });

  async function presigned(url: string, payload: object, cookie: string): Promise<PresignedLink> {
    const response = await call('POST', url, payload, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** PUTs `body` to the link; answers the status and the answer's body (JSON for the hub's own route). */
  async function put(link: PresignedLink, body: Buffer, language = 'en') {
    const headers = { ...link.headers, 'accept-language': language };
    if (link.url.startsWith('/')) {
      const answer = await app.inject({ method: 'PUT', url: link.url, headers, payload: body });
      return { status: answer.statusCode, body: answer.body };
    }
    const answer = await fetch(link.url, { method: 'PUT', headers, body: new Uint8Array(body) });
    return { status: answer.status, body: await answer.text() };
  }

  /**
   * Presigns a file of the task, of the order line, a document of the case, or a file of the provider's
   * delivery to the line, and PUTs it once.
   */
  async function uploadOnce(
    target: { taskId: string } | { orderlineId: string } | { caseId: string } | { deliveryLineId: string },
    name: string,
    body: Buffer,
  ) {
    const link =
      'deliveryLineId' in target
        ? await presigned(
            `/api/provider/orderlines/${target.deliveryLineId}/uploads/presigned`,
            { fileName: name, size: body.length },
            editorCookie,
          )
        : await presigned(
            '/api/webshop/s3/upload/presigned',
            { ...target, fileName: name, size: body.length },
            agentCookie,
          );
    const first = await put(link, body);
    expect(first.status, first.body).toBe(200);
    return link;
  }

  const files = (links: PresignedLink[], names: string[]) => ({
    files: links.map((link, index) => ({ key: link.key, fileName: names[index] })),
    copyrightConfirmed: true,
  });
  const registerForTask = (taskId: string, links: PresignedLink[], names: string[]) =>
    call('POST', `/api/orders/tasks/${taskId}/uploads`, files(links, names));
  const registerForLine = (lineId: string, links: PresignedLink[], names: string[]) =>
    call('POST', `/api/orders/orderlines/${lineId}/taskfileuploads/add`, files(links, names));
  const addLineMaterials = (lineId: string) => call('POST', `/api/orders/orderlines/${lineId}/materials/add`);
  const registerForDelivery = (lineId: string, links: PresignedLink[], names: string[]) =>
    call('POST', `/api/provider/orderlines/${lineId}/uploads`, files(links, names), editorCookie);
  const complete = (taskId: string, language = 'en') =>
    app.inject({
      method: 'PATCH',
      url: `/api/orders/tasks/${taskId}/complete`,
      headers: { ...portalHeaders(agentCookie), 'accept-language': language },
    });
  /** A new open order line of the office's case, for one delivery. */
  async function openLine() {
    const { lines } = await buildOrder(db, { caseId: setup.home.id, branchId: setup.officeA.id }, [
      { productName: 'Floor plan' },
    ]);
    return lines[0]?.id as string;
  }
  const deliver = (lineId: string) =>
    call('POST', `/api/provider/orderlines/${lineId}/deliveries`, { deliveredQuantity: 1 }, editorCookie);

  /** What a completion or delivery writes: materials, batches, submissions, upload rows, line and task states. */
  async function written(taskId?: string) {
    const total = async (table: typeof materials | typeof materialBatches | typeof taskFileUploads) =>
      (await db.select({ value: count() }).from(table))[0]?.value;
    const [submissions] = await db.select({ value: count() }).from(taskSubmissions);
    const task = taskId ? (await db.select().from(tasks).where(eq(tasks.id, taskId)))[0] : undefined;
    const lines = await db.select({ status: orderLines.status }).from(orderLines);
    return {
      materials: await total(materials),
      batches: await total(materialBatches),
      uploads: await total(taskFileUploads),
      submissions: submissions?.value,
      taskStatus: task?.status,
      delivered: lines.filter((line) => line.status === 'DELIVERED').length,
    };
  }

  /** The stored bytes of the case's newest material, to show which file became material. */
  async function bytesOfMaterial(name: string) {
    const [row] = await db.select().from(materials).where(eq(materials.name, name));
    const chunks: Buffer[] = [];
    for await (const chunk of await setup.deps.storage.read(row?.storageKey as string)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  return {
    ...setup,
    editorCookie,
    put,
    uploadOnce,
    registerForTask,
    registerForLine,
    addLineMaterials,
    registerForDelivery,
    complete,
    openLine,
    deliver,
    written,
    bytesOfMaterial,
  };
}

/** Two different real JPEGs of the same length, and a third of another length. */
export async function replacementPictures() {
  const checked = await jpeg(40, 30);
  const sameSize = Buffer.from(checked);
  // Bytes near the end are picture data: the file stays a JPEG of the same size, with other content.
  sameSize[sameSize.length - 20] = (sameSize[sameSize.length - 20] ?? 0) ^ 0xff;
  const otherSize = Buffer.concat([checked, Buffer.alloc(512, 7)]);
  return { checked, sameSize, otherSize };
}

export const CHANGED = {
  code: 'tasks.upload.fileChanged',
  en: 'A file changed in storage after it was checked. Remove it and upload it again.',
  da: 'En fil blev ændret i lageret, efter at den blev kontrolleret. Fjern den, og upload den igen.',
};
