import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { htmlFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { removeAbandonedUploads } from './abandoned-uploads.service.ts';
import { jpeg, putToBucket, uploadsSetup } from './uploads.test-fixtures.ts';

describe('the upload path on S3-compatible storage', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  const { app, deps, home, agentCookie, lines, task } = await uploadsSetup();
  // The services read deps.storage on every call, so the hub now stores in the bucket.
  deps.storage = createS3Storage(storageOptionsOf(s3));
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: portalHeaders(agentCookie), payload });

  it('presigns a PUT to the bucket, registers the file there and moves it into material on completion', async () => {
    const endpoint = await call('GET', '/api/webshop/s3/endpoint');
    expect(endpoint.json()).toEqual({ endpoint: s3.url, bucket: s3.bucket, region: s3.region });

    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    const body = await jpeg(30, 20);
    const presigned = await call('POST', '/api/webshop/s3/upload/presigned', {
      taskId: photos.id,
      fileName: 'Stue.jpg',
      contentType: 'image/jpeg',
      size: body.length,
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, key, headers } = presigned.json();
    expect(url.startsWith(`${s3.url}/${s3.bucket}/${key}?`)).toBe(true);
    expect(headers).toEqual({ 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' });

    const put = await fetch(url, { method: 'PUT', headers, body });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const registered = await call('POST', `/api/orders/tasks/${photos.id}/uploads`, {
      files: [{ key, fileName: 'Stue.jpg' }],
      copyrightConfirmed: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const preview = await fetch(registered.json()[0].url);
    expect(Buffer.from(await preview.arrayBuffer()).equals(body)).toBe(true);

    const done = await call('PATCH', `/api/orders/tasks/${photos.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const keys = [...s3.objects.keys()];
    expect(keys).not.toContain(key);
    expect(keys.some((stored) => stored.startsWith(`cases/${home.id}/`) && stored.endsWith('.jpg'))).toBe(
      true,
    );
  });

  it('an HTML page PUT straight to the bucket as .jpg is refused at registering and removed from the bucket', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    const key = await putToBucket(app, agentCookie, { taskId: photos.id }, 'Stue.jpg', htmlFile());
    const registered = await call('POST', `/api/orders/tasks/${photos.id}/uploads`, {
      files: [{ key, fileName: 'Stue.jpg' }],
      copyrightConfirmed: true,
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().code).toBe('tasks.upload.fileTypeNotSupported');
    expect((await call('GET', `/api/orders/tasks/${photos.id}/uploads`)).json()).toEqual([]);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('the nightly clean-up lists the bucket’s tmp/ and removes day-old files nobody registered', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.droneLine);
    const abandoned = await putToBucket(
      app,
      agentCookie,
      { taskId: photos.id },
      'left.jpg',
      await jpeg(10, 10),
    );
    const waiting = await putToBucket(
      app,
      agentCookie,
      { taskId: photos.id },
      'kept.jpg',
      await jpeg(10, 10),
    );
    const registered = await call('POST', `/api/orders/tasks/${photos.id}/uploads`, {
      files: [{ key: waiting, fileName: 'kept.jpg' }],
      copyrightConfirmed: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const fresh = await putToBucket(app, agentCookie, { taskId: photos.id }, 'fresh.jpg', await jpeg(10, 10));
    const dayOld = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const key of [abandoned, waiting]) {
      const stored = s3.objects.get(key);
      if (stored) stored.lastModified = dayOld;
    }
    expect(await removeAbandonedUploads(deps)).toBe(1);
    expect(s3.objects.has(abandoned)).toBe(false);
    expect(s3.objects.has(waiting)).toBe(true);
    expect(s3.objects.has(fresh)).toBe(true);
    expect(s3.requests.some((line) => /^GET \?list-type=2&prefix=tmp%2F/.test(line))).toBe(true);
  });
});
