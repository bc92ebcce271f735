import {
  AllowedDocumentNameRecord,
  CaseDocumentRecord,
  CaseLinkRecord,
  SaveDocumentBody,
  SaveDocumentsBody,
  SaveLinkBody,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './case-documents.service.ts';

const tags = ['Case documents'];
const CaseParams = z.object({ id: z.uuid() });

export async function caseDocumentsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every call: signed in, with access to the case's department (404 otherwise). Saving answers 409
  // materialsArchived while the case's material is archived or being archived.
  routes.get(
    '/api/cases/:id/assets/documents',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseDocuments',
        summary: 'The documents of a case',
        tags,
        params: CaseParams,
        response: { 200: z.array(CaseDocumentRecord) },
      },
    },
    async (request) => service.listDocuments(deps, actorOf(request), request.params.id),
  );

  // One document whose PDF was PUT to the key of POST /webshop/s3/upload/presigned { caseId }; a document
  // of a type the case already has replaces it.
  routes.post(
    '/api/cases/:id/assets/document',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addCaseDocument',
        summary: 'Add one document to a case',
        tags,
        params: CaseParams,
        body: SaveDocumentBody,
        response: { 200: CaseDocumentRecord },
      },
    },
    async (request) => {
      const [saved] = await service.saveDocuments(deps, actorOf(request), request.params.id, [request.body]);
      return saved as CaseDocumentRecord;
    },
  );

  // Several documents at once (different types), all or nothing.
  routes.post(
    '/api/cases/:id/assets/documents',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addCaseDocuments',
        summary: 'Add documents to a case',
        tags,
        params: CaseParams,
        body: SaveDocumentsBody,
        response: { 200: z.array(CaseDocumentRecord) },
      },
    },
    async (request) =>
      service.saveDocuments(deps, actorOf(request), request.params.id, request.body.documents),
  );

  // The document types, each with the case's document of that type or null.
  routes.get(
    '/api/cases/:id/assets/allowednames',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCaseDocumentNames',
        summary: 'The document names a case accepts',
        tags,
        params: CaseParams,
        response: { 200: z.array(AllowedDocumentNameRecord) },
      },
    },
    async (request) => service.listAllowedNames(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/cases/:id/assets/links',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseLinks',
        summary: 'The links of a case',
        tags,
        params: CaseParams,
        response: { 200: z.array(CaseLinkRecord) },
      },
    },
    async (request) => service.listLinks(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/cases/:id/assets/link',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addCaseLink',
        summary: 'Add a link to a case',
        tags,
        params: CaseParams,
        body: SaveLinkBody,
        response: { 200: CaseLinkRecord },
      },
    },
    async (request) => service.saveLink(deps, actorOf(request), request.params.id, request.body),
  );
}
