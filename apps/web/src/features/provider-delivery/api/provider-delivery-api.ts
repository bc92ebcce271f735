import type {
  AnswerAnnotationBody,
  AnswerRatingBody,
  LinkDeliveryBody,
  MaterialRightsBody,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { providerDeliveryKeys } from '@/lib/query-keys.ts';

const lineParams = (lineId: string) => ({ path: { lineId } });

/** The line to deliver to and the files waiting; their preview links live 15 minutes, so ask again after 10. */
export const deliveryLineQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.line(lineId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orderlines/{lineId}/delivery', { params: lineParams(lineId), signal })),
    staleTime: 10 * 60_000,
  });

/** Registers a file already PUT to storage; delivered material is the provider's own, so no copyright box. */
export const registerDeliveryUpload = (lineId: string, file: { key: string; fileName: string }) =>
  call(
    hub.POST('/api/provider/orderlines/{lineId}/uploads', {
      params: lineParams(lineId),
      body: { files: [file], copyrightConfirmed: true },
    }),
  );

export const deliverLine = (lineId: string, deliveredQuantity: number) =>
  call(
    hub.POST('/api/provider/orderlines/{lineId}/deliveries', {
      params: lineParams(lineId),
      body: { deliveredQuantity },
    }),
  );

/** Delivers a link (a tour, a film, a web page) to the line: it becomes material of the case like a file. */
export const deliverLink = (lineId: string, body: LinkDeliveryBody) =>
  call(hub.POST('/api/provider/orderlines/{lineId}/links', { params: lineParams(lineId), body }));

/** The material delivered to the line with its usage rights; thumbnail links live an hour, so ask again after 10 minutes. */
export const deliveredMaterialQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.materials(lineId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orderlines/{lineId}/materials', { params: lineParams(lineId), signal })),
    staleTime: 10 * 60_000,
  });

/** The same usage rights for the chosen material of the case. */
export const changeMaterialRights = (caseId: string, body: MaterialRightsBody) =>
  call(hub.PUT('/api/cases/{id}/assets/rights', { params: { path: { id: caseId } }, body }));

export const workOrdersQuery = (skip: number, take: number) =>
  queryOptions({
    queryKey: providerDeliveryKeys.workOrders(skip, take),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/feedback', { params: { query: { skip, take } }, signal })),
  });

export const workOrderQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.workOrder(lineId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orderlines/{lineId}/feedback', { params: lineParams(lineId), signal })),
  });

export const answerAnnotation = (lineId: string, annotationId: string, body: AnswerAnnotationBody) =>
  call(
    hub.POST('/api/provider/orderlines/{lineId}/feedback/{annotationId}/answer', {
      params: { path: { lineId, annotationId } },
      body,
    }),
  );

export const orderTextsQuery = (orderId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.texts(orderId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orders/{id}/texts', { params: { path: { id: orderId } }, signal })),
  });

export const textSectionsQuery = () =>
  queryOptions({
    queryKey: providerDeliveryKeys.sections(),
    queryFn: ({ signal }) => call(hub.GET('/api/Texts/GetAllTextSections', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Delivers a text as the section's newest version, waiting for the office's review. */
export const deliverText = (caseId: string, name: string, body: { orderId: string; content: string }) =>
  call(hub.POST('/api/cases/{id}/texts/{name}/deliver', { params: { path: { id: caseId, name } }, body }));

/** The line's change requests, complaints and feedback with their answers, and the line's deliveries. */
export const lineRatingsQuery = (lineId: string) =>
  queryOptions({
    queryKey: providerDeliveryKeys.ratings(lineId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/provider/orderlines/{id}/ratings', { params: { path: { id: lineId } }, signal })),
  });

export const answerRating = (lineId: string, ratingId: string, body: AnswerRatingBody) =>
  call(
    hub.POST('/api/provider/orderlines/{id}/ratings/{ratingId}/answer', {
      params: { path: { id: lineId, ratingId } },
      body,
    }),
  );
