import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSafeKey,
  gridExpiry,
  type IfMatch,
  type ListedObject,
  SIGNED_URL_GRID_SECONDS,
  type Storage,
  type StoredObject,
  StoredObjectChanged,
} from './storage.ts';
import { withStorageFaults } from './storage-faults.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2...); AWS's own endpoint when absent. */
  endpoint?: string;
  /** The address browsers use, when it differs from the one the hub reaches (a container network). */
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/** S3 takes parts of at least 5 MiB; 8 MiB keeps a streamed write's memory small and the part count low. */
const PART_SIZE = 8 * 1024 * 1024;

function clientConfig(options: S3StorageOptions, endpoint: string | undefined): S3ClientConfig {
  return {
    region: options.region,
    endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: the newer default adds checksum headers to presigned URLs
    // (which a browser cannot compute) and chunked trailers that several S3-compatible services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || (error as { name?: string }).name === 'NotFound';

/**
 * Runs a call made on the condition that `key` still carries an ETag: S3 answers 412 when it does not, and
 * 404 when the object is gone, both a changed file to the caller. Without a condition the error stays as it is.
 */
async function unlessChanged<T>(key: string, condition: IfMatch | undefined, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    const status = statusOf(error);
    if (condition?.ifMatch && (status === 412 || status === 404)) throw new StoredObjectChanged(key);
    throw error;
  }
}

/** Reads a stream in parts of PART_SIZE, holding at most one part (plus one chunk) in memory. */
async function* partsOf(body: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    length += buffer.length;
    while (length >= PART_SIZE) {
      const joined = Buffer.concat(chunks);
      yield joined.subarray(0, PART_SIZE);
      chunks = [joined.subarray(PART_SIZE)];
      length -= PART_SIZE;
    }
  }
  if (length > 0 || chunks.length === 0) yield Buffer.concat(chunks);
}

/** The same Storage as the local disk, on an S3-compatible bucket; the portal PUTs to presigned URLs. */
export function createS3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const { bucket } = options;
  const client = new S3Client(clientConfig(options, options.endpoint));
  // URLs carry the host they were signed for, so browsers get ones signed for the public address.
  const presigner = options.publicUrl ? new S3Client(clientConfig(options, options.publicUrl)) : client;

  const head = async (key: string): Promise<StoredObject | null> => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, etag: answer.ETag ?? '', contentType: answer.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const putWhole = async (key: string, body: Buffer, contentType: string): Promise<StoredObject> => {
    const answer = await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
    );
    return { size: body.length, etag: answer.ETag ?? '', contentType };
  };

  /** A stream of unknown length goes up in parts; a short one as a single PUT. */
  const putStream = async (key: string, body: Readable, contentType: string): Promise<StoredObject> => {
    const parts = partsOf(body);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_SIZE) return putWhole(key, firstPart, contentType);

    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
    );
    const done: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      for (let part: Buffer | undefined = firstPart; part; ) {
        const PartNumber = done.length + 1;
        const answer = await client.send(
          new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: part }),
        );
        done.push({ ETag: answer.ETag ?? '', PartNumber });
        size += part.length;
        const next = await parts.next();
        part = next.done ? undefined : next.value;
      }
      const answer = await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
      return { size, etag: answer.ETag ?? '', contentType };
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
        .catch(() => {});
      throw error;
    }
  };

  // A server-side copy: the bytes never pass through the hub, whatever the file's size (up to 5 GB).
  const copy = async (from: string, to: string, condition?: IfMatch) => {
    assertSafeKey(to);
    await unlessChanged(from, condition, () =>
      client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          CopySourceIfMatch: condition?.ifMatch,
        }),
      ),
    );
  };

  return withStorageFaults({
    kind: 's3' as const,
    client,
    describe: () => ({
      endpoint: options.publicUrl ?? options.endpoint ?? `https://s3.${options.region}.amazonaws.com`,
      bucket,
      region: options.region,
    }),
    async presignPut(key, { contentType, expiresInSeconds }) {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ACL: 'public-read',
      });
      // The ACL stays a signed header (not a query parameter), so the PUT must send exactly it.
      const url = await getSignedUrl(presigner, command, {
        expiresIn: expiresInSeconds,
        unhoistableHeaders: new Set(['x-amz-acl']),
      });
      return { url, headers: { 'content-type': contentType, 'x-amz-acl': 'public-read' } };
    },
    presignGet: (key, { expiresInSeconds, downloadName }) =>
      getSignedUrl(
        presigner,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: downloadName
            ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`
            : undefined,
        }),
        gridSigning(expiresInSeconds),
      ),
    head,
    async read(key, range, condition) {
      const answer = await unlessChanged(key, condition, () =>
        client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            IfMatch: condition?.ifMatch,
          }),
        ),
      );
      return answer.Body as Readable;
    },
    async *list(prefix): AsyncGenerator<ListedObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const found of page.Contents ?? []) {
          if (!found.Key) continue;
          // Without a date the file counts as new, so a clean-up never removes it by mistake.
          yield { key: found.Key, size: found.Size ?? 0, lastModified: found.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async write(key, body, contentType) {
      assertSafeKey(key);
      return Buffer.isBuffer(body) ? putWhole(key, body, contentType) : putStream(key, body, contentType);
    },
    copy,
    async move(from, to, condition) {
      // The copy carries the condition, so the file checked is the file copied, in one step on S3's side.
      await copy(from, to, condition);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  });
}

/** SigV4 links live at most a week. */
const MAX_S3_LINK_SECONDS = 7 * 24 * 3600;

/**
 * Signs as of the start of the current grid cell, valid until the grid expiry: the same object gets the same URL
 * for a while, so browsers reuse cached files.
 */
function gridSigning(seconds: number): { signingDate: Date; expiresIn: number } {
  const now = Date.now();
  const signingSeconds = Math.floor(now / 1000 / SIGNED_URL_GRID_SECONDS) * SIGNED_URL_GRID_SECONDS;
  const expiresIn = Math.min(gridExpiry(now, seconds) - signingSeconds, MAX_S3_LINK_SECONDS);
  return { signingDate: new Date(signingSeconds * 1000), expiresIn };
}
