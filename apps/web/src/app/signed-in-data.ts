import { type Locale, mapUser } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { whitelabelQuery } from '@/features/branding/api/branding-api.ts';
import { chosenDepartmentOf } from '@/features/branding/lib/chosen-department.ts';
import { caseFiltersQuery, caseSearchQuery } from '@/features/cases/api/case-api.ts';
import { readCaseListFilters, toCaseSearchBody } from '@/features/cases/lib/case-list-filters.ts';
import { unreadCountQuery } from '@/features/notifications/api/notifications-api.ts';
import { currentNoticesQuery } from '@/features/system-notices/api/system-notices-api.ts';
import { currentLocale } from '@/lib/i18n.ts';
import { currentUserQuery, userPermissionsQuery } from '@/lib/session.ts';

interface Address {
  pathname: string;
  search: string;
}

/** The first data of the pages that people open most, by their address. */
const PAGE_DATA: Record<string, (queryClient: QueryClient, search: string, locale: Locale) => void> = {
  '/cases': (queryClient, search, locale) => {
    const body = toCaseSearchBody(readCaseListFilters(new URLSearchParams(search)), locale);
    void queryClient.prefetchInfiniteQuery(caseSearchQuery(body));
    void queryClient.prefetchQuery(caseFiltersQuery);
  },
};

/**
 * Asks for the signed-in layout's data and the opened page's first data while the layout's code loads
 * (router.tsx), once the session is known. Resolves once the layout has what would shift the page if it
 * came after the first paint: the provider's notices above the page, the department's logo and the
 * permissions the menu and the home page are drawn from. A failed call is left to the component that
 * shows it.
 */
export function prefetchSignedInData(
  queryClient: QueryClient,
  { pathname, search }: Address,
): Promise<unknown> {
  const user = queryClient.getQueryData(currentUserQuery.queryKey);
  if (!user) return Promise.resolve();
  const locale = currentLocale();
  void queryClient.prefetchQuery(unreadCountQuery);
  PAGE_DATA[pathname]?.(queryClient, search, locale);
  return Promise.all([
    queryClient.prefetchQuery(currentNoticesQuery(locale)),
    queryClient.prefetchQuery(whitelabelQuery(chosenDepartmentOf(mapUser(user).id))),
    queryClient.prefetchQuery(userPermissionsQuery),
  ]);
}
