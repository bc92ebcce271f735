import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { INTERNAL_ERROR, SLOW_DOWN } from '../../test/fakes/fake-s3-faults.ts';
import { createS3Storage } from './s3-storage.ts';
import { StorageFault } from './storage-faults.ts';

/** A stream of `mib` MiB in 1 MiB chunks, so the adapter uploads it in parts of 8 MiB. */
const streamOf = (mib: number) =>
  Readable.from(Array.from({ length: mib }, (_, index) => Buffer.alloc(1024 * 1024, index)));

describe('S3 storage when S3 fails', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  afterEach(() => s3.heal());
  const storage = createS3Storage(storageOptionsOf(s3));
  const attemptsAt = (key: string) => s3.requests.filter((line) => line.startsWith(`PUT ${key}`)).length;

  it.each([
    ['500 InternalError', INTERNAL_ERROR],
    ['503 SlowDown', SLOW_DOWN],
    ['a dropped connection', 'drop' as const],
  ])('retries a write met once by %s, and it succeeds', async (_name, fault) => {
    const key = `faults/once-${s3.requests.length}.txt`;
    s3.fail(fault, { times: 1 });
    await expect(storage.write(key, Buffer.from('kept'), 'text/plain')).resolves.toMatchObject({ size: 4 });
    expect(attemptsAt(key)).toBe(2);
    expect(await text(await storage.read(key))).toBe('kept');
  });

  it.each([
    ['500 InternalError', INTERNAL_ERROR],
    ['503 SlowDown', SLOW_DOWN],
    ['a dropped connection', 'drop' as const],
  ])(
    'a write always met by %s fails as the storage being unavailable, with nothing stored',
    async (_name, fault) => {
      const key = `faults/always-${s3.requests.length}.txt`;
      s3.fail(fault);
      const failed = await storage.write(key, Buffer.from('lost'), 'text/plain').catch((error) => error);
      expect(failed).toBeInstanceOf(StorageFault);
      expect(failed.kind).toBe('unavailable');
      // The SDK's standard retries: three attempts in all, then it gives up.
      expect(attemptsAt(key)).toBe(3);
      expect(s3.objects.has(key)).toBe(false);
    },
  );

  it('reading, looking up and listing a failing storage fail as unavailable; a missing file is still no file', async () => {
    await storage.write('faults/there.txt', Buffer.from('there'), 'text/plain');
    s3.fail(INTERNAL_ERROR);
    await expect(storage.read('faults/there.txt')).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(storage.head('faults/there.txt')).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(storage.list('faults/')[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      kind: 'unavailable',
    });
    s3.heal();
    expect(await storage.head('faults/missing.txt')).toBeNull();
    await expect(storage.read('faults/missing.txt')).rejects.not.toBeInstanceOf(StorageFault);
  });

  it('a multipart write whose part keeps failing is aborted: no object and no open multipart upload', async () => {
    const key = 'faults/big.bin';
    s3.fail(INTERNAL_ERROR, { matching: (line) => line.startsWith(`PUT ${key}?partNumber=2`) });
    const failed = await storage.write(key, streamOf(20), 'application/octet-stream').catch((error) => error);
    expect(failed).toBeInstanceOf(StorageFault);
    expect(s3.requests.some((line) => line.startsWith(`PUT ${key}?partNumber=1`))).toBe(true);
    expect(s3.requests.some((line) => line.startsWith(`DELETE ${key}?uploadId=`))).toBe(true);
    expect(s3.openMultipartUploads()).toEqual([]);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('a multipart write that cannot be completed is aborted too', async () => {
    const key = 'faults/big-unfinished.bin';
    s3.fail(SLOW_DOWN, { matching: (line) => line.startsWith(`POST ${key}?uploadId=`) });
    await expect(storage.write(key, streamOf(9), 'application/octet-stream')).rejects.toBeInstanceOf(
      StorageFault,
    );
    expect(s3.openMultipartUploads()).toEqual([]);
    expect(s3.objects.has(key)).toBe(false);
  });
});
