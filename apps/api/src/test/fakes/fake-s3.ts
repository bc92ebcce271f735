import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultRules, type FakeS3Fault } from './fake-s3-faults.ts';

interface FakeObject {
  body: Buffer;
  etag: string;
  contentType: string;
  acl?: string;
  /** When the object was written; tests may set it back to make an object old. */
  lastModified: Date;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeObject>;
  /** Every request as "METHOD key?query", to check what the adapter asked for. */
  requests: string[];
  /**
   * Makes the next `times` requests (every one when absent) whose "METHOD key?query" line `matching`
   * accepts (all when absent) fail as S3 fails: an error status with its XML body, or a dropped connection.
   */
  fail(fault: FakeS3Fault, options?: { times?: number; matching?: (request: string) => boolean }): void;
  /** Ends every failure set by `fail`. */
  heal(): void;
  /** The keys of multipart uploads started and neither completed nor aborted. */
  openMultipartUploads(): string[];
  close(): Promise<void>;
}

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const s3Error = (response: ServerResponse, status: number, code: string) =>
  xml(
    response,
    status,
    `<Error><Code>${code}</Code><Message>${code}</Message><RequestId>${md5(String(Math.random())).slice(0, 16)}</RequestId></Error>`,
  );

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** ListObjectsV2: keys under the prefix in key order, a page of max-keys, continued after the token's key. */
function listObjects(
  response: ServerResponse,
  objects: Map<string, FakeObject>,
  query: URLSearchParams,
  pageSize: number,
) {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
  const maxKeys = Math.min(Number(query.get('max-keys') ?? pageSize), pageSize);
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const found = objects.get(key) as FakeObject;
      return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${found.lastModified.toISOString()}</LastModified><ETag>${escapeXml(found.etag)}</ETag><Size>${found.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>`
    : '';
  xml(
    response,
    200,
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>portal-test</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
  );
}

/** The bytes a `Range: bytes=a-b` header asks for, or null for the whole body. */
function rangeOf(header: string | undefined, length: number): { start: number; end: number } | null {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : length - 1, length - 1);
  return { start, end };
}

/**
 * A small S3 on 127.0.0.1, path-style, speaking the REST protocol the SDK and browsers use: objects,
 * ranged reads, listings (in pages of `listPageSize`, 1000 as S3's), copies, multipart uploads, reads and
 * copies on the condition of an ETag (If-Match, x-amz-copy-source-if-match: 412 otherwise), and presigned
 * URLs whose SigV4 signature, expiry and signed headers it checks as S3 does (requests signed in the
 * Authorization header are only checked for the access key).
 */
export async function startFakeS3(options: { listPageSize?: number } = {}): Promise<FakeS3> {
  const bucket = 'portal-test';
  const region = 'eu-north-1';
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake-secret-access-key';
  const objects = new Map<string, FakeObject>();
  const multipart = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  const requests: string[] = [];
  const faults = createFaultRules();

  /** The signature check of a presigned URL; null when it holds, else the S3 error code. */
  function presignProblem(request: IncomingMessage, url: URL): string | null {
    const query = url.searchParams;
    const credential = query.get('X-Amz-Credential') ?? '';
    const [keyId, ...scopeParts] = credential.split('/');
    if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
    const amzDate = query.get('X-Amz-Date') ?? '';
    const started = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (started + Number(query.get('X-Amz-Expires')) * 1000 < Date.now()) return 'AccessDenied';
    const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
    const canonicalQuery = [...query.entries()]
      .filter(([name]) => name !== 'X-Amz-Signature')
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .sort()
      .join('&');
    const headerLines = signedHeaders.map(
      (name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`,
    );
    const canonical = [
      request.method,
      url.pathname,
      canonicalQuery,
      headerLines.join(''),
      signedHeaders.join(';'),
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const scope = scopeParts.join('/');
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const [date = '', scopeRegion = '', service = ''] = scopeParts;
    let key = hmac(`AWS4${secretAccessKey}`, date);
    for (const part of [scopeRegion, service, 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === query.get('X-Amz-Signature') ? null : 'SignatureDoesNotMatch';
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const query = url.searchParams;
    const line = `${request.method} ${key}${url.search}`;
    requests.push(line);
    const fault = faults.faultFor(line);
    if (fault === 'drop') return void request.socket.destroy();
    if (fault) {
      // The body is read first, as S3 does, so the client sees the error and not a broken pipe.
      await bodyOf(request);
      if (request.method !== 'HEAD') return s3Error(response, fault.status, fault.code);
      response.writeHead(fault.status);
      return response.end();
    }
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-expose-headers', 'ETag');

    const problem = query.has('X-Amz-Signature')
      ? presignProblem(request, url)
      : (request.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`)
        ? null
        : 'AccessDenied';
    if (problem) return s3Error(response, 403, problem);
    if (bucketName !== bucket) return s3Error(response, 404, 'NoSuchBucket');

    if (request.method === 'GET' && key === '' && query.get('list-type') === '2') {
      return listObjects(response, objects, query, options.listPageSize ?? 1000);
    }
    const uploadId = query.get('uploadId');
    if (request.method === 'POST' && query.has('uploads')) {
      const id = md5(`${key}${Math.random()}`);
      multipart.set(id, {
        key,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        parts: new Map(),
      });
      return xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId) {
      const upload = multipart.get(uploadId);
      if (!upload) return s3Error(response, 404, 'NoSuchUpload');
      if (request.method === 'PUT') {
        const part = await bodyOf(request);
        upload.parts.set(Number(query.get('partNumber')), part);
        response.writeHead(200, { etag: `"${md5(part)}"` });
        return response.end();
      }
      if (request.method === 'DELETE') {
        multipart.delete(uploadId);
        response.writeHead(204);
        return response.end();
      }
      await bodyOf(request);
      const parts = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
      const etag = `"${md5(Buffer.concat(parts.map((part) => Buffer.from(md5(part), 'hex'))))}-${parts.length}"`;
      objects.set(upload.key, {
        body: Buffer.concat(parts),
        etag,
        contentType: upload.contentType,
        lastModified: new Date(),
      });
      multipart.delete(uploadId);
      return xml(
        response,
        200,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${upload.key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`,
      );
    }

    const found = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        const copySource = request.headers['x-amz-copy-source'];
        if (typeof copySource === 'string') {
          const sourceKey = decodeURIComponent(copySource.replace(/^\/?[^/]+\//, ''));
          const source = objects.get(sourceKey);
          if (!source) return s3Error(response, 404, 'NoSuchKey');
          const sourceIfMatch = request.headers['x-amz-copy-source-if-match'];
          if (sourceIfMatch !== undefined && sourceIfMatch !== source.etag) {
            return s3Error(response, 412, 'PreconditionFailed');
          }
          objects.set(key, { ...source, acl: undefined, lastModified: new Date() });
          return xml(
            response,
            200,
            `<CopyObjectResult><ETag>${source.etag}</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`,
          );
        }
        const body = await bodyOf(request);
        const etag = `"${md5(body)}"`;
        objects.set(key, {
          body,
          etag,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          acl: request.headers['x-amz-acl'] as string | undefined,
          lastModified: new Date(),
        });
        response.writeHead(200, { etag });
        return response.end();
      }
      case 'HEAD':
      case 'GET': {
        if (!found) {
          if (request.method === 'HEAD') {
            response.writeHead(404);
            return response.end();
          }
          return s3Error(response, 404, 'NoSuchKey');
        }
        const ifMatch = request.headers['if-match'];
        if (ifMatch !== undefined && ifMatch !== found.etag) {
          if (request.method === 'HEAD') {
            response.writeHead(412);
            return response.end();
          }
          return s3Error(response, 412, 'PreconditionFailed');
        }
        const disposition = query.get('response-content-disposition');
        const range = rangeOf(request.headers.range, found.body.length);
        if (range && range.start >= found.body.length) return s3Error(response, 416, 'InvalidRange');
        const body = range ? found.body.subarray(range.start, range.end + 1) : found.body;
        response.writeHead(range ? 206 : 200, {
          'content-length': body.length,
          'content-type': found.contentType,
          etag: found.etag,
          ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${found.body.length}` } : {}),
          ...(disposition ? { 'content-disposition': disposition } : {}),
        });
        return response.end(request.method === 'GET' ? body : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return s3Error(response, 405, 'MethodNotAllowed');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    fail: faults.fail,
    heal: faults.heal,
    openMultipartUploads: () => [...multipart.values()].map((upload) => upload.key),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The S3 storage settings that reach `s3`, for createS3Storage. */
export const storageOptionsOf = (s3: FakeS3) => ({
  bucket: s3.bucket,
  region: s3.region,
  endpoint: s3.url,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});
