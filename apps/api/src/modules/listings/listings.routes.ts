import {
  ListingCheckRecord,
  ListingExportBody,
  ListingExportResponse,
  ListingFeedRecord,
  ListingProfileCaseParams,
  ListingProfileId,
  ListingProfileParams,
  ListingProfileRecord,
  ListingProfileUpdateBody,
  ListingSetBody,
  ListingSetRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as cases from './case-listing.service.ts';
import * as listingExports from './listing-exports.service.ts';
import * as profiles from './listing-profiles.service.ts';

const tags = ['Listings'];
const CaseParams = z.object({ id: z.uuid() });
const FileParams = z.object({ caseId: z.uuid(), profileId: ListingProfileId, materialId: z.uuid() });
const FileLinkQuery = z.object({
  expires: z.coerce.number().optional(),
  signature: z.string().max(200).optional(),
});

export async function listingsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, or a key with `listings.read`: every export profile, the same for every department.
  routes.get(
    '/api/listing-profiles',
    {
      config: { audience: 'listings.read' },
      schema: {
        operationId: 'listListingProfiles',
        summary: 'The export profiles of the listing portals, with their rules',
        tags,
        response: { 200: z.array(ListingProfileRecord) },
      },
    },
    async () => profiles.listListingProfiles(deps),
  );

  // Provider staff with `catalogue.manage`: a profile's name and rules.
  routes.put(
    '/api/listing-profiles/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateListingProfile',
        summary: 'Change an export profile',
        tags,
        params: ListingProfileParams,
        body: ListingProfileUpdateBody,
        response: { 200: ListingProfileRecord },
      },
    },
    async (request) => profiles.updateListingProfile(deps, actorOf(request), request.params.id, request.body),
  );

  // Anyone who sees the case (a key with `listings.read` in its department): its listing set.
  routes.get(
    '/api/cases/:id/listing',
    {
      config: { audience: 'listings.read' },
      schema: {
        operationId: 'getCaseListing',
        summary: "A case's listing set: the pictures to publish, in order, with main picture and captions",
        tags,
        params: CaseParams,
        response: { 200: ListingSetRecord },
      },
    },
    async (request) => cases.getCaseListing(deps, actorOf(request), request.params.id),
  );

  // Users of the case's department who may order for it: save its listing set.
  routes.put(
    '/api/cases/:id/listing',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'saveCaseListing',
        summary: "Save a case's listing set",
        tags,
        params: CaseParams,
        body: ListingSetBody,
        response: { 200: ListingSetRecord },
      },
    },
    async (request) => cases.saveCaseListing(deps, actorOf(request), request.params.id, request.body),
  );

  // Anyone who sees the case (a key with `listings.read` in its department): what the profile would refuse
  // or warn about, and the files its export would hold.
  routes.get(
    '/api/cases/:id/listing/check/:profileId',
    {
      config: { audience: 'listings.read' },
      schema: {
        operationId: 'getListingCheck',
        summary: "What an export profile would refuse or warn about in a case's listing set",
        tags,
        params: ListingProfileCaseParams,
        response: { 200: ListingCheckRecord },
      },
    },
    async (request) =>
      listingExports.getListingCheck(deps, actorOf(request), request.params.id, request.params.profileId),
  );

  // Users of the case's department who may order for it: packs the export as a zip, mailed when ready.
  routes.post(
    '/api/cases/:id/listing/exports/:profileId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'requestListingExport',
        summary: "Export a case's listing set for a portal as a zip, mailed when packed",
        description:
          'Answers 202 with the download, which the case lists with its other downloads. Answers 409 ' +
          '`listings.messages.exportRefused` with `details.findings` while the profile refuses anything.',
        tags,
        params: ListingProfileCaseParams,
        body: ListingExportBody,
        response: { 202: ListingExportResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await listingExports.requestListingExport(
            deps,
            actorOf(request),
            request.params.id,
            request.params.profileId,
            request.body,
          ),
        ),
  );

  // Anyone who sees the case (a key with `listings.read` in its department): the set as the profile
  // exports it, each file behind a signed link that expires.
  routes.get(
    '/api/cases/:id/listing/feed/:profileId',
    {
      config: { audience: 'listings.read' },
      schema: {
        operationId: 'getListingFeed',
        summary: "A case's listing set as an export profile gives it, with signed, expiring file links",
        tags,
        params: ListingProfileCaseParams,
        response: { 200: ListingFeedRecord },
      },
    },
    async (request) =>
      listingExports.getListingFeed(deps, actorOf(request), request.params.id, request.params.profileId),
  );

  // Public: the feed's signed link is the authorization. The picture as the profile exports it.
  routes.get(
    '/api/listing-files/:caseId/:profileId/:materialId',
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'downloadListingFile',
        summary: 'A picture of a listing feed, as its export profile renders it, from its signed link',
        tags,
        params: FileParams,
        querystring: FileLinkQuery,
      },
    },
    async (request, reply) => {
      const file = await listingExports.renderListingFile(deps, { ...request.params, ...request.query });
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=600')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
