import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { md5Beside } from './md5-beside.ts';

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A sink that keeps what reaches it, slowly enough that the hashing thread may run ahead or behind. */
function collector() {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      setImmediate(done);
    },
  });
  return { sink, bytes: () => Buffer.concat(parts) };
}

describe('md5Beside', () => {
  it('passes every byte on unchanged and answers the size and MD5 of a body larger than it lets wait', async () => {
    const body = Buffer.alloc(20 * 1024 * 1024);
    for (let index = 0; index < body.length; index += 1) body[index] = (index * 7) % 253;
    const pieces = Array.from({ length: 320 }, (_, index) =>
      body.subarray(index * 65536, (index + 1) * 65536),
    );
    const measure = md5Beside();
    const { sink, bytes } = collector();

    await pipeline(Readable.from(pieces), measure.stream, sink);

    expect(bytes().equals(body)).toBe(true);
    expect(measure.size()).toBe(body.length);
    expect(await measure.digest()).toBe(md5Of(body));
  });

  it('hashes streams side by side without mixing them, and an empty one as empty', async () => {
    const first = md5Beside();
    const second = md5Beside();
    const empty = md5Beside();
    await Promise.all([
      pipeline(Readable.from([Buffer.from('first '), Buffer.from('file')]), first.stream, collector().sink),
      pipeline(Readable.from([Buffer.from('second file')]), second.stream, collector().sink),
      pipeline(Readable.from([]), empty.stream, collector().sink),
    ]);

    expect(await first.digest()).toBe(md5Of(Buffer.from('first file')));
    expect(await second.digest()).toBe(md5Of(Buffer.from('second file')));
    expect(await empty.digest()).toBe(md5Of(Buffer.alloc(0)));
  });

  it('lets a broken body fail the stream, and hashes the next one as before', async () => {
    const broken = md5Beside();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half a file'));
        this.destroy(new Error('the connection was lost'));
      },
    });
    await expect(pipeline(failing, broken.stream, collector().sink)).rejects.toThrow(
      'the connection was lost',
    );

    const next = md5Beside();
    await pipeline(Readable.from([Buffer.from('whole file')]), next.stream, collector().sink);
    expect(await next.digest()).toBe(md5Of(Buffer.from('whole file')));
  });
});
