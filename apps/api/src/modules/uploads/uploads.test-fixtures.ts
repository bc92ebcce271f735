import type { TaskStatusWord } from '@portal/contracts';
import { expect } from 'vitest';
import {
  buildBranch,
  buildCase,
  buildOffices,
  buildOrder,
  buildTask,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';

/** A real JPEG, so the hub accepts its content and can read its size when it becomes material. */
export const jpeg = (width: number, height: number) => jpegFile(width, height);

/**
 * A hub with office A (an agent, a case with an order line per upload category and its task), office B
 * with a task of its own, and office C whose max image upload count is 2.
 */
export async function uploadsSetup() {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const { officeA, officeB, agentA, adminB, roles } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const home = await buildCase(db, { branchId: officeA.id, addressFull: 'Søvej 3, 8600 Silkeborg' });
  const { order, lines } = await buildOrder(db, { caseId: home.id, branchId: officeA.id }, [
    { productName: 'Photography 20 images', position: 0 },
    { productName: 'Video 60 s', position: 1 },
    { productName: 'Drone photos', position: 2 },
    { productName: 'Floor plan', position: 3 },
  ]);
  const [photoLine, videoLine, droneLine, planLine] = lines.map((line) => line.id) as [
    string,
    string,
    string,
    string,
  ];
  const ofHome = { branchId: officeA.id, caseId: home.id, orderId: order.id };
  const task = (type: string, orderLineId: string | undefined, status: TaskStatusWord = 'Open') =>
    buildTask(db, { ...ofHome, type, orderLineId, status });

  const elsewhere = await buildCase(db, { branchId: officeB.id });
  const { order: otherOrder, lines: otherLines } = await buildOrder(
    db,
    { caseId: elsewhere.id, branchId: officeB.id },
    [{ productName: 'Fotografering' }],
  );
  const otherTask = await buildTask(db, {
    branchId: officeB.id,
    caseId: elsewhere.id,
    orderId: otherOrder.id,
    orderLineId: otherLines[0]?.id,
  });

  const officeC = await buildBranch(db, { name: 'Office C', maxImageUploadCount: 2 });
  const agentC = await buildUser(db, [{ branchId: officeC.id, roleId: roles.regular.id }]);
  const smallCase = await buildCase(db, { branchId: officeC.id });
  const { order: smallOrder, lines: smallLines } = await buildOrder(
    db,
    { caseId: smallCase.id, branchId: officeC.id },
    [{ productName: 'Photography 10 images' }],
  );
  const smallTask = await buildTask(db, {
    branchId: officeC.id,
    caseId: smallCase.id,
    orderId: smallOrder.id,
    orderLineId: smallLines[0]?.id,
  });

  /** Presigns and PUTs a file the way the portal does; answers the key to register. */
  async function upload(
    target: { taskId: string } | { orderlineId: string },
    fileName: string,
    body: Buffer | string,
    cookie = agentCookie,
  ) {
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/webshop/s3/upload/presigned',
      headers: portalHeaders(cookie),
      payload: { ...target, fileName, contentType: '', size: Buffer.byteLength(body) },
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, headers, key } = presigned.json();
    const put = await app.inject({ method: 'PUT', url, headers, payload: body });
    expect(put.statusCode, put.body).toBe(200);
    return key as string;
  }

  return {
    ...testApp,
    officeA,
    officeB,
    officeC,
    home,
    agentCookie,
    adminBCookie,
    agentCCookie: await signIn(app, agentC.email),
    lines: { photoLine, videoLine, droneLine, planLine, otherLine: otherLines[0]?.id as string },
    task,
    otherTask,
    smallTask,
    upload,
  };
}

/** Presigns a file for the task or case and PUTs it straight to the bucket, as the browser does; answers the key. */
export async function putToBucket(
  app: Awaited<ReturnType<typeof uploadsSetup>>['app'],
  cookie: string,
  target: { taskId: string } | { caseId: string },
  fileName: string,
  body: Buffer,
): Promise<string> {
  const presigned = await app.inject({
    method: 'POST',
    url: '/api/webshop/s3/upload/presigned',
    headers: portalHeaders(cookie),
    payload: { ...target, fileName, size: body.length },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, key, headers } = presigned.json();
  expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) })).status).toBe(200);
  return key as string;
}
