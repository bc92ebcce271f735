import { Outlet, useLocation } from 'react-router';

/**
 * The page of the current address, faded in over 500 ms when the address changes (docs/product.md). Only
 * the opacity moves, so nothing shifts under a pointer; people who ask for less motion get none.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="portal-page-transition">
      <Outlet />
    </div>
  );
}
