import type { Permission, UserPermissions } from '@portal/contracts';

/** A page of the provider's console as the main menu lists it: for staff whose role holds one of `permissions`. */
export interface ProviderPage {
  path: `/provider/${string}`;
  /** The i18n key of the menu entry. */
  labelKey: string;
  /** Any one of these opens the page, as the hub's call for it allows. */
  permissions: Permission[];
  /** Refused by the hub to a photographer's own account (planning for everyone). */
  notForPhotographers?: true;
}

/** The console's pages in menu order; each page adds itself here when it works. */
export const PROVIDER_PAGES: ProviderPage[] = [
  // Editors find the orders they deliver to here, read-only
  // (docs/decisions/0110-incoming-orders-and-their-status-moves.md).
  {
    path: '/provider/orders',
    labelKey: 'providerOrders.menu',
    permissions: ['orders.fulfil', 'material.deliver', 'texts.deliver'],
  },
  { path: '/provider/visits', labelKey: 'providerVisits.menu.visits', permissions: ['visits.manage'] },
  {
    path: '/provider/bookings-to-do',
    labelKey: 'providerVisits.menu.toBook',
    permissions: ['visits.manage'],
    notForPhotographers: true,
  },
  { path: '/provider/feedback', labelKey: 'delivery.menu.feedback', permissions: ['material.deliver'] },
  { path: '/provider/catalogue', labelKey: 'providerCatalogue.menu', permissions: ['catalogue.manage'] },
  {
    path: '/provider/listing-profiles',
    labelKey: 'listings.profiles.menu',
    permissions: ['catalogue.manage'],
  },
];

/** Whether the menu offers the page to the user: exactly when the hub answers its call. */
export const mayOpenProviderPage = (page: ProviderPage, user: UserPermissions): boolean =>
  page.permissions.some((permission) => user.permissions.includes(permission)) &&
  !(page.notForPhotographers && user.photographer);

/**
 * Provider staff: a role that opens a page of the console and no office department to work for. An office
 * user who lost every department is not one: they keep the office's pages, empty until access is given.
 */
export const isProviderStaff = (user: UserPermissions): boolean =>
  user.branches.length === 0 && PROVIDER_PAGES.some((page) => mayOpenProviderPage(page, user));

/**
 * Where a visit's order opens for the user: the console's order page when it is theirs, else the read-only
 * order of their own visit for a photographer's account; null for staff who may open neither.
 */
export function visitOrderPath(user: UserPermissions, orderId: string): string | null {
  const orders = PROVIDER_PAGES.find((page) => page.path === '/provider/orders');
  const id = encodeURIComponent(orderId);
  if (orders && mayOpenProviderPage(orders, user)) return `/provider/orders/${id}`;
  return user.photographer ? `/provider/visits/orders/${id}` : null;
}
