import type {
  AnswerAnnotationBody,
  AnswerRatingBody,
  CaseCurrentTextRecord,
  DeliveryLineRecord,
  FeedbackRecord,
  FeedbackWorkOrderPage,
  LinkDeliveryBody,
  LinkDeliveryRecord,
  OrderLineDeliveryRecord,
  ProviderLineRatingsRecord,
  ProviderOrderTextsRecord,
  RatingRecord,
  TextSectionCatalogueRecord,
  UploadRecord,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';

const linePath = (lineId: string) => `/api/provider/orderlines/${encodeURIComponent(lineId)}`;

/** The line to deliver to and the files waiting; their preview links live 15 minutes, so ask again after 10. */
export const deliveryLineQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.line(lineId),
    queryFn: ({ signal }) => apiRequest<DeliveryLineRecord>(`${linePath(lineId)}/delivery`, { signal }),
    staleTime: 10 * 60_000,
  });

/** Registers a file already PUT to storage; delivered material is the provider's own, so no copyright box. */
export const registerDeliveryUpload = (lineId: string, file: { key: string; fileName: string }) =>
  apiRequest<UploadRecord[]>(`${linePath(lineId)}/uploads`, {
    method: 'POST',
    body: { files: [file], copyrightConfirmed: true },
  });

export const deliverLine = (lineId: string, deliveredQuantity: number) =>
  apiRequest<OrderLineDeliveryRecord>(`${linePath(lineId)}/deliveries`, {
    method: 'POST',
    body: { deliveredQuantity },
  });

/** Delivers a link (a tour, a film, a web page) to the line: it becomes material of the case like a file. */
export const deliverLink = (lineId: string, body: LinkDeliveryBody) =>
  apiRequest<LinkDeliveryRecord>(`${linePath(lineId)}/links`, { method: 'POST', body });

export const workOrdersQuery = (skip: number, take: number) =>
  queryOptions({
    queryKey: providerDeliveryKeys.workOrders(skip, take),
    queryFn: ({ signal }) =>
      apiRequest<FeedbackWorkOrderPage>('/api/provider/feedback', {
        query: { skip: String(skip), take: String(take) },
        signal,
      }),
  });

export const workOrderQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.workOrder(lineId),
    queryFn: ({ signal }) => apiRequest<FeedbackRecord>(`${linePath(lineId)}/feedback`, { signal }),
  });

export const answerAnnotation = (lineId: string, annotationId: string, body: AnswerAnnotationBody) =>
  apiRequest<FeedbackRecord>(`${linePath(lineId)}/feedback/${encodeURIComponent(annotationId)}/answer`, {
    method: 'POST',
    body,
  });

export const orderTextsQuery = (orderId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.texts(orderId),
    queryFn: ({ signal }) =>
      apiRequest<ProviderOrderTextsRecord>(`/api/provider/orders/${encodeURIComponent(orderId)}/texts`, {
        signal,
      }),
  });

export const textSectionsQuery = () =>
  queryOptions({
    queryKey: providerDeliveryKeys.sections(),
    queryFn: ({ signal }) =>
      apiRequest<TextSectionCatalogueRecord[]>('/api/Texts/GetAllTextSections', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Delivers a text as the section's newest version, waiting for the office's review. */
export const deliverText = (caseId: string, name: string, body: { orderId: string; content: string }) =>
  apiRequest<CaseCurrentTextRecord>(
    `/api/cases/${encodeURIComponent(caseId)}/texts/${encodeURIComponent(name)}/deliver`,
    { method: 'POST', body },
  );

/** The line's change requests, complaints and feedback with their answers, and the line's deliveries. */
export const lineRatingsQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.ratings(lineId),
    queryFn: ({ signal }) => apiRequest<ProviderLineRatingsRecord>(`${linePath(lineId)}/ratings`, { signal }),
  });

export const answerRating = (lineId: string, ratingId: string, body: AnswerRatingBody) =>
  apiRequest<RatingRecord>(`${linePath(lineId)}/ratings/${encodeURIComponent(ratingId)}/answer`, {
    method: 'POST',
    body,
  });
