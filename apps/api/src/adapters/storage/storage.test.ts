import { mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { gridExpiry, readStart, SIGNED_URL_GRID_SECONDS, StoredObjectChanged } from './storage.ts';

describe('signed GET links on a grid', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays valid at least as long as asked, and at most one grid step longer', () => {
    const now = Date.UTC(2026, 10, 21, 12, 3, 17);
    const expiry = gridExpiry(now, 3600);
    expect(expiry * 1000).toBeGreaterThanOrEqual(now + 3600 * 1000);
    expect(expiry * 1000).toBeLessThan(now + (3600 + SIGNED_URL_GRID_SECONDS) * 1000);
    expect(expiry % SIGNED_URL_GRID_SECONDS).toBe(0);
  });

  it('gives the same file the same URL on the next page load, so the browser reuses its cached copy', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-grid-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'grid-test-secret' });
      const first = await storage.presignGet('cases/a/thumb.jpg', { expiresInSeconds: 3600 });
      const second = await storage.presignGet('cases/a/thumb.jpg', { expiresInSeconds: 3600 });
      // Both fall in one grid cell unless the test straddles a boundary, which the expiry check above covers.
      const sameCell = Math.floor(Date.now() / 1000 / SIGNED_URL_GRID_SECONDS);
      if (sameCell === Math.floor((Date.now() - 50) / 1000 / SIGNED_URL_GRID_SECONDS))
        expect(second).toBe(first);
      const upload = await storage.presignPut('cases/a/new.jpg', {
        contentType: 'image/jpeg',
        expiresInSeconds: 60,
      });
      expect(new URL(upload.url, 'http://hub').searchParams.get('expires')).not.toBe(
        new URL(first, 'http://hub').searchParams.get('expires'),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('local storage listing and ranged reads', () => {
  it('lists the files under a prefix with size and date, leaving out metadata and unfinished writes', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-list-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'list-test-secret' });
      await storage.write('tmp/1/line/a.jpg', Buffer.from('aaa'), 'image/jpeg');
      await storage.write('tmp/1/line/b.pdf', Buffer.from('bb'), 'application/pdf');
      await storage.write('tmp/12/line/c.jpg', Buffer.from('c'), 'image/jpeg');
      await storage.write('cases/1/d.jpg', Buffer.from('d'), 'image/jpeg');
      await writeFile(path.join(root, 'tmp/1/line/e.jpg.partial-1-2'), 'half');
      const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
      await utimes(path.join(root, 'tmp/1/line/a.jpg'), old, old);

      const listed = [];
      for await (const found of storage.list('tmp/1/')) listed.push(found);
      expect(listed.map((found) => [found.key, found.size]).toSorted()).toEqual([
        ['tmp/1/line/a.jpg', 3],
        ['tmp/1/line/b.pdf', 2],
      ]);
      expect(listed.find((found) => found.key.endsWith('a.jpg'))?.lastModified.getTime()).toBe(old.getTime());
      const all = [];
      for await (const found of storage.list('tmp/')) all.push(found.key);
      expect(all.toSorted()).toEqual(['tmp/1/line/a.jpg', 'tmp/1/line/b.pdf', 'tmp/12/line/c.jpg']);
      const none = [];
      for await (const found of storage.list('nothing/here/')) none.push(found);
      expect(none).toEqual([]);
      await expect(storage.list('../x/')[Symbol.asyncIterator]().next()).rejects.toThrow(/unsafe/);

      expect((await readStart(storage, 'tmp/1/line/a.jpg', 2)).toString()).toBe('aa');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('local storage writes', () => {
  it('remove the unfinished write a killed process left under the key, and leave one still being written', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-partials-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'partials-test-secret' });
      await storage.write('downloads/1/a.zip', Buffer.from('first'), 'application/zip');
      const abandoned = path.join(root, 'downloads/1/a.zip.partial-4242-1');
      const inProgress = path.join(root, 'downloads/1/a.zip.partial-4343-2');
      const otherKey = path.join(root, 'downloads/1/b.zip.partial-4242-3');
      for (const file of [abandoned, inProgress, otherKey]) await writeFile(file, 'half');
      const minuteAgo = new Date(Date.now() - 60_000);
      await utimes(abandoned, minuteAgo, minuteAgo);
      await utimes(otherKey, minuteAgo, minuteAgo);

      await storage.write('downloads/1/a.zip', Buffer.from('second'), 'application/zip');
      expect((await readdir(path.join(root, 'downloads/1'))).toSorted()).toEqual([
        'a.zip',
        'a.zip.meta.json',
        'a.zip.partial-4343-2',
        'b.zip.partial-4242-3',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('finish a move that a killed process left half done: the file moved, its .meta.json not yet', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-moves-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'moves-test-secret' });
      await storage.write('cases/1/a.jpg', Buffer.from('picture'), 'image/jpeg');
      await mkdir(path.join(root, 'archive/cases/1'), { recursive: true });
      await rename(path.join(root, 'cases/1/a.jpg'), path.join(root, 'archive/cases/1/a.jpg'));
      expect(await storage.head('archive/cases/1/a.jpg')).toBeNull();

      await storage.move('cases/1/a.jpg', 'archive/cases/1/a.jpg');
      expect(await storage.head('archive/cases/1/a.jpg')).toMatchObject({
        size: 7,
        contentType: 'image/jpeg',
      });
      expect(await storage.head('cases/1/a.jpg')).toBeNull();
      expect(await readdir(path.join(root, 'cases/1'))).toEqual([]);
      await expect(storage.move('cases/1/b.jpg', 'archive/cases/1/b.jpg')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('write a key once: of two writes racing for it one places its file, and a placed file is never replaced', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-once-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'once-test-secret' });
      const bodies = [Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2)];
      const written = await Promise.all(
        bodies.map((body) => storage.writeOnce('tmp/1/line/a.jpg', body, 'image/jpeg')),
      );
      const winner = written.findIndex((stored) => stored !== null);
      expect(written.filter((stored) => stored === null)).toHaveLength(1);
      expect(await storage.writeOnce('tmp/1/line/a.jpg', Buffer.from('later'), 'image/jpeg')).toBeNull();
      expect(await storage.head('tmp/1/line/a.jpg')).toEqual(written[winner]);
      expect(
        (await readStart(storage, 'tmp/1/line/a.jpg', 1024 * 1024)).equals(bodies[winner] as Buffer),
      ).toBe(true);
      expect((await readdir(path.join(root, 'tmp/1/line'))).toSorted()).toEqual(['a.jpg', 'a.jpg.meta.json']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('read and move a file only while it carries the ETag of the condition', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-if-match-'));
    try {
      const storage = await createLocalStorage({ root, secret: 'if-match-test-secret' });
      const checked = await storage.write('tmp/1/line/a.jpg', Buffer.from('checked'), 'image/jpeg');
      expect((await readStart(storage, 'tmp/1/line/a.jpg', 7, { ifMatch: checked.etag })).toString()).toBe(
        'checked',
      );
      const replaced = await storage.write('tmp/1/line/a.jpg', Buffer.from('replaced'), 'image/jpeg');
      const condition = { ifMatch: checked.etag };
      await expect(readStart(storage, 'tmp/1/line/a.jpg', 7, condition)).rejects.toThrow(StoredObjectChanged);
      await expect(storage.move('tmp/1/line/a.jpg', 'cases/1/a.jpg', condition)).rejects.toThrow(
        StoredObjectChanged,
      );
      expect(await storage.head('cases/1/a.jpg')).toBeNull();
      await storage.move('tmp/1/line/a.jpg', 'cases/1/a.jpg', { ifMatch: replaced.etag });
      expect(await storage.head('cases/1/a.jpg')).toEqual(replaced);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
