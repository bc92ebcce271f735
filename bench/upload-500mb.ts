// Uploads one large video through the portal's upload path and reports the throughput and the hub's memory:
//   npm run bench:upload-500mb -- [--mb 500]
// The hub runs in this process on a throw-away data folder (PGlite, local storage) and listens on a port;
// the file goes over real HTTP as the browser sends it: presign, PUT of a generated stream, register,
// complete. The generated body is made chunk by chunk, so neither side ever holds the whole file.
// The reference: a bare node:http server in the same process that streams the same PUT into a file on the same
// disk (no signature, no checksum, no metadata), timed before and after the hub; the hub's rate is printed as a
// share of the reference's mean.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createAddressLookup } from '../apps/api/src/adapters/address/create-address-lookup.ts';
import { createAiTextTool } from '../apps/api/src/adapters/ai-text/create-ai-text-tool.ts';
import { createLinkSigner } from '../apps/api/src/adapters/storage/link-signer.ts';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { createJobQueue } from '../apps/api/src/jobs/job-queue.ts';
import { mp4File } from '../apps/api/src/test/sample-files.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '500' } } });
const MB = 1024 * 1024;
const size = Number(values.mb) * MB;

const folder = await mkdtemp(path.join(tmpdir(), 'portal-bench-upload-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: folder });
await database.migrate();
const storage = await createLocalStorage({
  root: path.join(folder, 'storage'),
  secret: 'bench-secret-not-for-use',
});
await seedDemoData(database.db, { cases: 20, storage });
const logger = pino({ level: 'silent' });
const app = await buildApp({
  config: { publicUrl: 'http://bench', NODE_ENV: 'test' },
  db: database.db,
  logger,
  mailer: { send: async () => {} },
  sms: { send: async () => {} },
  translations: { load: async () => ({}) },
  addressLookup: createAddressLookup({ logger }),
  aiText: createAiTextTool({ logger }),
  jobs: createJobQueue({ sql: database.sql, logger }),
  links: createLinkSigner('bench-secret-not-for-use'),
  storage,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
  body: JSON.stringify({ email: 'admin@demo.test', password: 'portal123', tokenType: 'bearer' }),
});
const headers = {
  authorization: `Bearer ${(await signIn.json()).token}`,
  'content-type': 'application/json',
};
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

// A video task, made the way an office makes one: ordering the demo video product on a case.
const [branch] = await call<{ id: number }[]>('GET', '/api/Authentication/user/branches');
const products = await call<{ id: number; tasks: string[] }[]>(
  'GET',
  `/api/branches/${branch?.id}/products/alacarte`,
);
const video = products.find((product) => product.tasks.includes('UPLOAD_VIDEOS'));
const cases = await call<{ data: { id: string }[] }>('POST', '/api/Cases/Search', {
  take: 1,
  branchIds: [branch?.id],
});
const { orderId } = await call<{ orderId: string }>('POST', '/api/orders/new/webshop', {
  caseId: cases.data[0]?.id,
  flow: 'PHOTOGRAPHY',
  bookingInfo: {},
  propertyInfo: { propertyType: 'villa', livingArea: 120, floors: 1 },
  responsibleEmail: 'admin@demo.test',
  package: null,
  products: [{ id: video?.id, quantity: 1 }],
});
const tasks = await call<{ id: string; type: string }[]>('GET', `/api/orders/${orderId}/tasks`);
const taskId = tasks.find((task) => task.type === 'UPLOAD_VIDEOS')?.id as string;

const referenceFolder = path.join(folder, 'reference');
await mkdir(referenceFolder);
const reference = createServer((incoming, answer) => {
  pipeline(incoming, createWriteStream(path.join(referenceFolder, randomUUID()))).then(
    () => answer.writeHead(200, { etag: '"reference"' }).end(),
    () => answer.writeHead(500).end(),
  );
});
await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
const referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/file`;

const referenceBefore = await timedPut(referenceUrl);
let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const sampler = setInterval(sample, 20);

const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(
  'POST',
  '/api/webshop/s3/upload/presigned',
  { taskId, fileName: 'walkthrough.mp4', contentType: 'video/mp4', size },
);

/**
 * PUTs `size` generated bytes in 1 MiB chunks, waiting whenever the socket is full. The file starts as a
 * film does, since registering checks its first bytes.
 */
function putGenerated(url: string, putHeaders: Record<string, string>): Promise<string> {
  const chunk = Buffer.alloc(MB);
  for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31) % 251;
  const firstChunk = Buffer.concat([mp4File(), chunk.subarray(mp4File().length)]);
  return new Promise((resolve, reject) => {
    const put = request(url, {
      method: 'PUT',
      headers: { ...putHeaders, 'content-length': size },
    });
    put.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(String(response.headers.etag))
          : reject(new Error(`PUT answered ${response.statusCode}`)),
      );
    });
    put.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const full = sent === 0 ? firstChunk : chunk;
        const piece = size - sent >= MB ? full : full.subarray(0, size - sent);
        sent += piece.length;
        if (!put.write(piece)) {
          put.once('drain', write);
          return;
        }
      }
      put.end();
    };
    write();
  });
}

/** The seconds one generated PUT of `size` bytes takes to `url`, and the answer's ETag. */
async function timedPut(url: string, putHeaders: Record<string, string> = {}) {
  const started = performance.now();
  const etag = await putGenerated(url, putHeaders);
  return { etag, seconds: (performance.now() - started) / 1000 };
}

const { etag, seconds } = await timedPut(`${base}${presigned.url}`, presigned.headers);
await call('POST', `/api/orders/tasks/${taskId}/uploads`, {
  files: [{ key: presigned.key, fileName: 'walkthrough.mp4' }],
  copyrightConfirmed: true,
});
const completing = performance.now();
const completed = await call<{ status: string }>('PATCH', `/api/orders/tasks/${taskId}/complete`, {});
const completeMs = performance.now() - completing;
clearInterval(sampler);
sample();
const referenceAfter = await timedPut(referenceUrl);
reference.close();
reference.closeAllConnections();

const toMb = (bytes: number) => (bytes / MB).toFixed(0);
const rate = (took: number) => size / MB / took;
const referenceRate = (rate(referenceBefore.seconds) + rate(referenceAfter.seconds)) / 2;
console.log(`uploaded ${toMb(size)} MB in ${seconds.toFixed(1)} s: ${rate(seconds).toFixed(0)} MB/s`);
console.log(
  `reference (bare node:http to the same disk): ${rate(referenceBefore.seconds).toFixed(0)} MB/s before, ` +
    `${rate(referenceAfter.seconds).toFixed(0)} MB/s after; the hub: ${((rate(seconds) / referenceRate) * 100).toFixed(0)} % of their mean`,
);
console.log(
  `etag ${etag}; task ${completed.status} in ${completeMs.toFixed(0)} ms (file moved into material)`,
);
console.log(
  `hub process RSS: ${toMb(rssBefore)} MB before, peak ${toMb(peakRss)} MB during (+${toMb(peakRss - rssBefore)} MB); ` +
    'the sender runs in the same process, so this is an upper bound for the hub',
);

await app.close();
await database.close();
await rm(folder, { recursive: true, force: true });
