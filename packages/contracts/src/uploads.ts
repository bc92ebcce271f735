import { z } from 'zod';
import type { TaskCategory } from './enums.ts';
import { ErrorKey } from './errors.ts';
import { fileNameProblem, VIDEO_EXTENSIONS, writtenText } from './rules.ts';

/** Image types an upload task takes (docs/product.md). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'tif', 'tiff', 'webp'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf'] as const;

/** The categories whose completion call is `uploads`: files, and for two of them a comment. */
export const UploadTaskCategory = z.enum(['UPLOAD_IMAGES', 'UPLOAD_VIDEOS', 'ARIAL', 'VIDIBILI_COMMENT']);
export type UploadTaskCategory = z.infer<typeof UploadTaskCategory>;

/** A single PUT to S3 takes at most 5 GB; a 500 MB video is well inside. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
/** How long a presigned PUT stays valid: long enough for a large video on a slow line. */
export const UPLOAD_URL_SECONDS = 60 * 60;
/** Videos and comments per task are few; docs/decisions/0121-office-uploads-presign-put-register.md. */
export const MAX_VIDEO_UPLOADS = 10;

export interface UploadRules {
  extensions: readonly string[];
  min: number;
  max: number;
  comment: 'none' | 'optional' | 'required';
}

/**
 * What each upload category accepts. Image counts follow the department's max image upload count; video
 * tasks take at most MAX_VIDEO_UPLOADS. A video comment may come without files, but never without text.
 */
export function uploadRulesOf(category: UploadTaskCategory, maxImageUploadCount: number): UploadRules {
  switch (category) {
    case 'UPLOAD_IMAGES':
      return { extensions: IMAGE_EXTENSIONS, min: 1, max: maxImageUploadCount, comment: 'none' };
    case 'UPLOAD_VIDEOS':
      return { extensions: VIDEO_EXTENSIONS, min: 1, max: MAX_VIDEO_UPLOADS, comment: 'none' };
    case 'ARIAL':
      return {
        extensions: [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS],
        min: 1,
        max: maxImageUploadCount,
        comment: 'optional',
      };
    case 'VIDIBILI_COMMENT':
      return {
        extensions: [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS, ...DOCUMENT_EXTENSIONS],
        min: 0,
        max: MAX_VIDEO_UPLOADS,
        comment: 'required',
      };
  }
}

/** Files of an order line that no task asked for take anything an upload task takes. */
export function orderLineUploadRules(maxImageUploadCount: number): UploadRules {
  return { ...uploadRulesOf('VIDIBILI_COMMENT', maxImageUploadCount), max: maxImageUploadCount };
}

export function fileExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  gif: 'image/gif',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/**
 * The content type the file is stored with, from its extension: browsers give none for HEIC and odd
 * ones for WMV, so the hub does not trust theirs.
 */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileExtensionOf(fileName)] ?? 'application/octet-stream';
}

export const isImageFileName = (fileName: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtensionOf(fileName));

/** Why a file cannot be uploaded to a task with these rules: the error key of the hub, or null. */
export function uploadFileProblem(fileName: string, rules: Pick<UploadRules, 'extensions'>) {
  const nameProblem = fileNameProblem(fileName);
  if (nameProblem === 'unsupportedCharacters') return ErrorKey.uploadInvalidName;
  if (nameProblem === 'extraDot') return ErrorKey.uploadExtraDot;
  if (!rules.extensions.includes(fileExtensionOf(fileName))) return ErrorKey.uploadTypeNotSupported;
  return null;
}

const FileName = z.string().trim().min(1).max(255);

/** GET /webshop/s3/endpoint. */
export const StorageEndpointRecord = z.object({
  endpoint: z.string(),
  bucket: z.string(),
  region: z.string(),
});
export type StorageEndpointRecord = z.infer<typeof StorageEndpointRecord>;

/** POST /webshop/s3/upload/presigned: a file for a task, for an order line, a case's document or a rating's. */
export const PresignUploadBody = z
  .object({
    taskId: z.uuid().optional(),
    orderlineId: z.uuid().optional(),
    /** A document of the case (PDF), saved afterwards with POST /cases/{id}/assets/document. */
    caseId: z.uuid().optional(),
    /** A document (PDF or picture) of a rating of this delivered order line, sent with POST /orders/rating/w2. */
    ratingOrderlineId: z.uuid().optional(),
    fileName: FileName,
    contentType: z.string().max(255).default(''),
    size: z.number().int().min(1).max(MAX_UPLOAD_BYTES),
  })
  .refine(
    (body) =>
      [body.taskId, body.orderlineId, body.caseId, body.ratingOrderlineId].filter(Boolean).length === 1,
    { message: 'rules.required', path: ['taskId'] },
  );
export type PresignUploadBody = z.input<typeof PresignUploadBody>;

export const PresignedUploadRecord = z.object({
  /** Where to PUT the file: the object storage's presigned URL, or the hub's signed storage URL. */
  url: z.string(),
  /** The temporary storage path: tmp/{branchId}/{orderlineId}/{fileUuid}.{ext} (docs/product.md). */
  key: z.string(),
  /** Headers the PUT must carry (content type, public-read ACL). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PresignedUploadRecord = z.infer<typeof PresignedUploadRecord>;

export const UploadedFile = z.object({ key: z.string().min(1).max(512), fileName: FileName });

/** POST /orders/tasks/{id}/uploads and POST /orders/orderlines/{id}/taskfileuploads/add. */
export const RegisterUploadsBody = z.object({
  files: z.array(UploadedFile).min(1).max(500),
  /** Must be true: the user holds the rights to the files (docs/product.md). */
  copyrightConfirmed: z.boolean(),
});
export type RegisterUploadsBody = z.infer<typeof RegisterUploadsBody>;

/** An uploaded file waiting for its task's completion (docs/product.md). */
export const UploadRecord = z.object({
  id: z.string(),
  orderlineId: z.string(),
  taskId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** A short-lived signed link to the file, for previews and download. */
  url: z.string(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

/** PATCH /orders/tasks/{id}/complete: a comment for the categories that take one. */
export const CompleteTaskBody = z.object({
  comment: writtenText.pipe(z.string().trim().max(4000)).optional(),
});
export type CompleteTaskBody = z.input<typeof CompleteTaskBody>;

/** What POST /orders/orderlines/{id}/materials/add turned into material. */
export const AddedMaterialsRecord = z.object({
  batchId: z.string(),
  materials: z.array(z.object({ id: z.string(), fileName: z.string(), type: z.string(), size: z.number() })),
});
export type AddedMaterialsRecord = z.infer<typeof AddedMaterialsRecord>;

/** The submission of an upload task, as shown read-only once the task is closed. */
export const UploadsSubmission = z.object({
  files: z.array(z.object({ fileName: z.string(), size: z.number(), materialId: z.string().optional() })),
  comment: z.string().optional(),
});
export type UploadsSubmission = z.infer<typeof UploadsSubmission>;

export const isUploadTaskCategory = (category: TaskCategory): category is UploadTaskCategory =>
  UploadTaskCategory.safeParse(category).success;
