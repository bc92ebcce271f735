import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The secret that signs the hub's links (local storage URLs, the listing feed's pictures): STORAGE_SECRET,
 * or one made on the first start and kept in the data folder, so links stay valid across restarts.
 */
export async function linkSecret(config: Config): Promise<string> {
  if (config.STORAGE_SECRET) return config.STORAGE_SECRET;
  const file = path.join(config.dataDir, 'storage-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    // Loaded only for S3: the AWS client is 10 MB of the hub's memory that local storage does not need.
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      publicUrl: config.S3_PUBLIC_URL,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({ root: config.storageDir, secret: await linkSecret(config) });
}
