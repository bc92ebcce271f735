import {
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
import * as profiles from './listing-profiles.service.ts';

const tags = ['Listings'];
const CaseParams = z.object({ id: z.uuid() });

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
}
