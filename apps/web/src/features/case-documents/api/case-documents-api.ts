import { type DocumentType, ErrorKey, type SaveLinkBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, hub, isApiError } from '@/lib/api-client.ts';
import { caseDocumentKeys } from '@/lib/query-keys.ts';
import { presignUpload, putFile } from '@/lib/upload.ts';

const ofCase = (caseId: string) => ({ path: { id: caseId } });

/** The hub signs download links for 15 minutes; after 10 the list is fetched again before it is used. */
const DOWNLOAD_URLS_FRESH_MS = 10 * 60_000;

export const caseDocumentsQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseDocumentKeys.documents(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/assets/documents', { params: ofCase(caseId), signal })),
    staleTime: DOWNLOAD_URLS_FRESH_MS,
  });

export const allowedDocumentNamesQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseDocumentKeys.allowedNames(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/assets/allowednames', { params: ofCase(caseId), signal })),
  });

export const caseLinksQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseDocumentKeys.links(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/assets/links', { params: ofCase(caseId), signal })),
  });

export interface DocumentUpload {
  type: DocumentType;
  title: string;
  file: File;
  /** 0 to 1 of the file's upload. */
  onProgress: (fraction: number) => void;
}

/** Uploads the PDF through the presign flow, then saves it as the case's document of its type. */
export function useSaveDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, title, file, onProgress }: DocumentUpload) => {
      const presigned = await presignUpload({
        caseId,
        fileName: file.name,
        contentType: file.type,
        size: file.size,
      });
      try {
        await putFile(presigned, file, onProgress);
      } catch (error) {
        // A storage failure has no message of its own for the user; the document simply was not saved.
        throw isApiError(error) ? error : new ApiError(0, ErrorKey.documentSaveFailed);
      }
      return call(
        hub.POST('/api/cases/{id}/assets/document', {
          params: ofCase(caseId),
          body: { type, title, key: presigned.key, fileName: file.name },
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseDocumentKeys.documents(caseId) }),
  });
}

export function useSaveLink(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLinkBody) =>
      call(hub.POST('/api/cases/{id}/assets/link', { params: ofCase(caseId), body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseDocumentKeys.links(caseId) }),
  });
}

/** Documents and links are removed for good with the assets call (docs/product.md). */
export function useRemoveCaseAsset(caseId: string, kind: 'documents' | 'links') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assetId: string) => {
      try {
        return await call(
          hub.DELETE('/api/Assets/delete-materials-and-assets', { body: { caseId, assetIds: [assetId] } }),
        );
      } catch (error) {
        // A refusal (archived, gone) keeps the hub's message; a failure says what could not be removed.
        if (isApiError(error) && error.status > 0 && error.status < 500) throw error;
        throw new ApiError(
          0,
          kind === 'documents' ? ErrorKey.documentRemoveFailed : ErrorKey.linkRemoveFailed,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseDocumentKeys[kind](caseId) }),
  });
}
