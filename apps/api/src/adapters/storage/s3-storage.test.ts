import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { createS3Storage } from './s3-storage.ts';
import { readStart, StoredObjectChanged } from './storage.ts';

const md5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

describe('S3 storage', async () => {
  // Small pages, so a listing of a few objects already needs continuation tokens.
  const s3 = await startFakeS3({ listPageSize: 2 });
  afterAll(() => s3.close());
  const storage = createS3Storage(storageOptionsOf(s3));

  it('describes the bucket for the portal', () => {
    expect(storage.describe()).toEqual({ endpoint: s3.url, bucket: s3.bucket, region: s3.region });
  });

  it('presigns a PUT that a browser can use with the returned headers, public-read', async () => {
    const key = 'tmp/1/line/photo one.jpg'.replace(' ', '-');
    const { url, headers } = await storage.presignPut(key, {
      contentType: 'image/jpeg',
      expiresInSeconds: 60,
    });
    expect(headers).toEqual({ 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' });
    const body = Buffer.from('jpeg bytes');
    const put = await fetch(url, { method: 'PUT', headers, body });
    expect(put.status, await put.text()).toBe(200);
    expect(put.headers.get('etag')).toBe(md5(body));
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'image/jpeg', acl: 'public-read' });
    expect(await storage.head(key)).toEqual({
      size: body.length,
      etag: md5(body),
      contentType: 'image/jpeg',
    });

    // The ACL is part of the signature: leaving it out, or changing the key, is refused.
    const withoutAcl = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body });
    expect(withoutAcl.status).toBe(403);
    const otherKey = await fetch(url.replace('photo-one', 'photo-two'), { method: 'PUT', headers, body });
    expect(otherKey.status).toBe(403);
  });

  it('refuses a presigned URL after it expired', async () => {
    const { url, headers } = await storage.presignPut('tmp/1/line/late.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const put = await fetch(url, { method: 'PUT', headers, body: 'x' });
    expect(put.status).toBe(403);
  });

  it('writes, reads, copies, moves and removes objects', async () => {
    const stored = await storage.write('cases/c1/a.txt', Buffer.from('hello'), 'text/plain');
    expect(stored).toEqual({ size: 5, etag: md5(Buffer.from('hello')), contentType: 'text/plain' });
    expect(await text(await storage.read('cases/c1/a.txt'))).toBe('hello');

    await storage.copy('cases/c1/a.txt', 'cases/c1/b.txt');
    expect(await text(await storage.read('cases/c1/b.txt'))).toBe('hello');
    await storage.move('cases/c1/b.txt', 'cases/c2/b.txt');
    expect(await storage.head('cases/c1/b.txt')).toBeNull();
    expect((await storage.head('cases/c2/b.txt'))?.size).toBe(5);

    await storage.remove('cases/c2/b.txt');
    expect(await storage.head('cases/c2/b.txt')).toBeNull();
    await expect(storage.write('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });

  it('streams a long body up in parts, never the whole of it at once', async () => {
    const part = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 19 }, () => part);
    const stored = await storage.write('tmp/1/line/video.mp4', Readable.from(chunks), 'video/mp4');
    expect(stored.size).toBe(19 * part.length);
    expect(stored.etag).toMatch(/-3"$/);
    expect(s3.objects.get('tmp/1/line/video.mp4')?.body.equals(Buffer.concat(chunks))).toBe(true);
    expect(s3.requests.filter((line) => line.startsWith('PUT tmp/1/line/video.mp4?'))).toHaveLength(3);

    const short = await storage.write('tmp/1/line/short.mp4', Readable.from([part]), 'video/mp4');
    expect(short).toEqual({ size: part.length, etag: md5(part), contentType: 'video/mp4' });
  });

  it('lists every object under a prefix, page by page, with its size and date', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      await storage.write(`tmp/9/line/${name}.jpg`, Buffer.from(name.repeat(3)), 'image/jpeg');
    }
    await storage.write('tmp/90/other.jpg', Buffer.from('x'), 'image/jpeg');
    const listed = [];
    for await (const found of storage.list('tmp/9/')) listed.push(found);
    expect(listed.map((found) => [found.key, found.size])).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => [`tmp/9/line/${name}.jpg`, 3]),
    );
    expect(listed.every((found) => Date.now() - found.lastModified.getTime() < 60_000)).toBe(true);
    expect(s3.requests.filter((line) => line.includes('list-type=2&prefix=tmp%2F9%2F'))).toHaveLength(3);
  });

  it('reads only the asked bytes of an object, so a type check never fetches a film whole', async () => {
    await storage.write('tmp/9/film.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect((await readStart(storage, 'tmp/9/film.mp4', 4)).toString()).toBe('0123');
    expect((await readStart(storage, 'tmp/9/film.mp4', 64)).toString()).toBe('0123456789');
  });

  it('presigns a GET that downloads under the original name', async () => {
    await storage.write('cases/c1/photo.jpg', Buffer.from('pixels'), 'image/jpeg');
    const url = await storage.presignGet('cases/c1/photo.jpg', {
      expiresInSeconds: 60,
      downloadName: 'Stue øst.jpg',
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('pixels');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Stue øst.jpg')}`,
    );
  });

  it('reads and moves on the condition of an ETag: S3 refuses another one (412), and nothing is moved', async () => {
    const checked = await storage.write('tmp/1/line/cond.jpg', Buffer.from('checked'), 'image/jpeg');
    const condition = { ifMatch: checked.etag };
    expect((await readStart(storage, 'tmp/1/line/cond.jpg', 7, condition)).toString()).toBe('checked');
    const replaced = await storage.write('tmp/1/line/cond.jpg', Buffer.from('replaced'), 'image/jpeg');
    await expect(readStart(storage, 'tmp/1/line/cond.jpg', 7, condition)).rejects.toThrow(
      StoredObjectChanged,
    );
    await expect(storage.move('tmp/1/line/cond.jpg', 'cases/1/cond.jpg', condition)).rejects.toThrow(
      StoredObjectChanged,
    );
    expect(s3.objects.has('cases/1/cond.jpg')).toBe(false);
    expect(s3.objects.has('tmp/1/line/cond.jpg')).toBe(true);
    await storage.move('tmp/1/line/cond.jpg', 'cases/1/cond.jpg', { ifMatch: replaced.etag });
    expect(s3.objects.get('cases/1/cond.jpg')?.body.toString()).toBe('replaced');
  });
});
