import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';
import { storageOrigins } from './security.ts';

describe('storageOrigins', () => {
  it('lets the browser reach an S3 bucket directly, by endpoint and by virtual-hosted address', () => {
    const storage = createS3Storage({
      bucket: 'portal-files',
      region: 'eu-north-1',
      endpoint: 'https://storage.example.com',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(storageOrigins(storage)).toEqual([
      'https://storage.example.com',
      'https://portal-files.storage.example.com',
    ]);
  });

  it('adds nothing for local storage, which the hub serves itself', async () => {
    const storage = await createLocalStorage({
      root: '/tmp/portal-csp-test',
      secret: 'a-secret-of-some-length',
    });
    expect(storageOrigins(storage)).toEqual([]);
  });
});
