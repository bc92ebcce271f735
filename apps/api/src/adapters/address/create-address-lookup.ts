import { ErrorKey } from '@portal/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../app-error.ts';
import type { AddressCountry, AddressLookup } from './address-lookup.ts';
import { createDkAddressClient } from './dk-address-client.ts';
import { createMapsPlacesClient } from './maps-places-client.ts';
import { createOfflineAddresses, isOfflineAddressId } from './offline-addresses.ts';

export const ADDRESS_SERVICE_TIMEOUT_MS = 4000;

export function createAddressLookup(options: {
  /** Base URL of the Danish address service (DAWA API), e.g. https://api.dataforsyningen.dk. */
  dkAddressUrl?: string;
  /** Base URL of the maps places service, e.g. https://maps.googleapis.com/maps/api. */
  mapsApiUrl?: string;
  mapsApiKey?: string;
  logger: Logger;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): AddressLookup {
  const { logger } = options;
  const http = {
    timeoutMs: options.timeoutMs ?? ADDRESS_SERVICE_TIMEOUT_MS,
    fetchImpl: options.fetchImpl ?? fetch,
  };
  const offline = createOfflineAddresses();
  const dk = options.dkAddressUrl
    ? createDkAddressClient({ baseUrl: options.dkAddressUrl, ...http })
    : undefined;
  const maps = options.mapsApiUrl
    ? createMapsPlacesClient({
        baseUrl: options.mapsApiUrl,
        apiKey: options.mapsApiKey || undefined,
        ...http,
      })
    : undefined;
  // Denmark has its own address register with floor and door; elsewhere the maps service knows addresses.
  const providerOf = (country: AddressCountry) => (country === 'DK' ? dk : maps);

  return {
    async suggest(search) {
      const provider = providerOf(search.country);
      if (!provider) return offline.suggest(search);
      try {
        return await provider.suggest(search);
      } catch (error) {
        if (error instanceof AppError) throw error;
        logger.warn(
          { err: error, country: search.country },
          'address service failed; offline sample answers',
        );
        return offline.suggest(search);
      }
    },

    async resolve(place) {
      if (place.provider === 'offline' || isOfflineAddressId(place.id)) {
        return offline.resolve(place.id, place.country);
      }
      const provider = place.provider === 'dk-address' ? dk : maps;
      if (!provider) throw new AppError(ErrorKey.notFound, 404);
      try {
        return await provider.resolve(place.id, place.country);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The sample cannot stand in for a provider's own id; the portal offers manual entry instead.
        logger.warn({ err: error, provider: place.provider }, 'address service failed to resolve a place');
        throw new AppError(ErrorKey.internal, 502);
      }
    },
  };
}
