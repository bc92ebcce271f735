import { PROPERTY_PAGE_SIZE } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { propertyKeys } from '@/lib/query-keys.ts';

/** The properties page: the properties for sale whose address contains `search`, a page at a time. */
export const propertyListQuery = (search: string) =>
  pagedSearchQuery(
    propertyKeys.list({ search }),
    (page, signal) => call(hub.GET('/api/properties', { params: { query: { search, ...page } }, signal })),
    PROPERTY_PAGE_SIZE,
  );

/** The dashboard shows the latest few; "see all" opens the page. */
export const DASHBOARD_PROPERTIES = 4;

export const latestPropertiesQuery = queryOptions({
  queryKey: propertyKeys.list({ take: DASHBOARD_PROPERTIES }),
  queryFn: ({ signal }) =>
    call(hub.GET('/api/properties', { params: { query: { take: DASHBOARD_PROPERTIES } }, signal })),
});
