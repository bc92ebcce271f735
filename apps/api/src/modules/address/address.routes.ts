import {
  AddressPlaceQuery,
  AddressSuggestion,
  AddressSuggestionsQuery,
  ResolvedAddress,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';

const tags = ['Address'];

export async function addressRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, any department: the lookup reads public address registers, no portal data.
  routes.get(
    '/api/address/suggestions',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'suggestAddresses',
        summary: 'Addresses matching what was typed',
        tags,
        querystring: AddressSuggestionsQuery,
        response: { 200: z.array(AddressSuggestion) },
      },
    },
    async (request) => deps.addressLookup.suggest(request.query),
  );

  // Signed in, any department: the usable address behind a suggestion (422 when the provider's place lacks
  // street, number, postal code or city).
  routes.get(
    '/api/address/place/:id',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'getAddressPlace',
        summary: 'The full address of a suggestion',
        tags,
        params: z.object({ id: z.string().trim().min(1).max(300) }),
        querystring: AddressPlaceQuery,
        response: { 200: ResolvedAddress },
      },
    },
    async (request) => deps.addressLookup.resolve({ id: request.params.id, ...request.query }),
  );
}
