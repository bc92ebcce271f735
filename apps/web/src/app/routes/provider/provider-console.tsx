import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const NotFoundPage = lazy(async () => ({
  default: (await import('@/app/routes/not-found.tsx')).NotFoundPage,
}));
const ProviderOrdersListPage = lazy(async () => ({
  default: (await import('./provider-orders-list.tsx')).ProviderOrdersListPage,
}));
const ProviderOrderPage = lazy(async () => ({
  default: (await import('./provider-order-page.tsx')).ProviderOrderPage,
}));
const VisitsPage = lazy(async () => ({ default: (await import('./visits-page.tsx')).VisitsPage }));
const VisitOrderPage = lazy(async () => ({
  default: (await import('./visit-order-page.tsx')).VisitOrderPage,
}));
const BookingsToDoPage = lazy(async () => ({
  default: (await import('./bookings-to-do-page.tsx')).BookingsToDoPage,
}));

/**
 * The provider's fulfilment console, under /provider: its own chunk, loaded only when provider staff open it,
 * so an office never downloads it; each of its pages is a chunk of its own as well. Its menu entries are in
 * provider-pages.ts. The hub checks every console call against the caller's provider permissions.
 */
const DeliveryLinePage = lazy(async () => ({
  default: (await import('./delivery-line-page.tsx')).DeliveryLinePage,
}));
const OrderTextsPage = lazy(async () => ({
  default: (await import('./order-texts-page.tsx')).OrderTextsPage,
}));
const FeedbackWorkOrdersPage = lazy(async () => ({
  default: (await import('./feedback-work-orders-page.tsx')).FeedbackWorkOrdersPage,
}));
const FeedbackWorkOrderPage = lazy(async () => ({
  default: (await import('./feedback-work-order-page.tsx')).FeedbackWorkOrderPage,
}));
const CatalogueProductsPage = lazy(async () => ({
  default: (await import('./catalogue-products-page.tsx')).CatalogueProductsPage,
}));
const CatalogueProductPage = lazy(async () => ({
  default: (await import('./catalogue-product-page.tsx')).CatalogueProductPage,
}));
const CataloguePackagesPage = lazy(async () => ({
  default: (await import('./catalogue-packages-page.tsx')).CataloguePackagesPage,
}));
const CataloguePackagePage = lazy(async () => ({
  default: (await import('./catalogue-package-page.tsx')).CataloguePackagePage,
}));
const CatalogueBlacklistPage = lazy(async () => ({
  default: (await import('./catalogue-blacklist-page.tsx')).CatalogueBlacklistPage,
}));
const ListingProfilesPage = lazy(async () => ({
  default: (await import('./listing-profiles-page.tsx')).ListingProfilesPage,
}));

export function ProviderConsole() {
  return (
    <Routes>
      <Route path="orders" element={<ProviderOrdersListPage />} />
      <Route path="orders/:orderId" element={<ProviderOrderPage />} />
      <Route path="visits" element={<VisitsPage />} />
      <Route path="visits/orders/:orderId" element={<VisitOrderPage />} />
      <Route path="bookings-to-do" element={<BookingsToDoPage />} />
      <Route path="orders/:id/lines/:lineId" element={<DeliveryLinePage />} />
      <Route path="orders/:id/texts" element={<OrderTextsPage />} />
      <Route path="feedback" element={<FeedbackWorkOrdersPage />} />
      <Route path="feedback/:lineId" element={<FeedbackWorkOrderPage />} />
      <Route path="catalogue" element={<CatalogueProductsPage />} />
      <Route path="catalogue/products/:id" element={<CatalogueProductPage />} />
      <Route path="catalogue/packages" element={<CataloguePackagesPage />} />
      <Route path="catalogue/packages/:id" element={<CataloguePackagePage />} />
      <Route path="catalogue/blacklist" element={<CatalogueBlacklistPage />} />
      <Route path="listing-profiles" element={<ListingProfilesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
