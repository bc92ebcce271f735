import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { gridExpiry, SIGNED_URL_GRID_SECONDS } from './storage.ts';

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
