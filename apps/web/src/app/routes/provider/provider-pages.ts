import type { Permission } from '@portal/contracts';

/** A page of the provider's console as the main menu lists it: for staff whose role holds `permission`. */
export interface ProviderPage {
  path: `/provider/${string}`;
  /** The i18n key of the menu entry. */
  labelKey: string;
  permission: Permission;
}

/** The console's pages in menu order; each page adds itself here when it works. */
export const PROVIDER_PAGES: ProviderPage[] = [
  { path: '/provider/orders', labelKey: 'providerOrders.menu', permission: 'orders.fulfil' },
  { path: '/provider/visits', labelKey: 'providerVisits.menu.visits', permission: 'visits.manage' },
  { path: '/provider/bookings-to-do', labelKey: 'providerVisits.menu.toBook', permission: 'visits.manage' },
  { path: '/provider/feedback', labelKey: 'delivery.menu.feedback', permission: 'material.deliver' },
];
