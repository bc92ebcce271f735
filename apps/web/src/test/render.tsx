import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import daDK from 'antd/es/locale/da_DK';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '@/app/theme.ts';

interface RenderOptions {
  /** The address the page opens at (a list's filters are in its query). */
  path?: string;
  /** The route pattern the element answers, for pages that read their parameters. */
  route?: string;
}

let shownLocation = '';
function LocationProbe() {
  const location = useLocation();
  shownLocation = `${location.pathname}${location.search}`;
  return null;
}

/**
 * Renders a component as the portal does (a fresh query cache per test, no retries so a refusal shows at
 * once; Ant Design's configuration and its App for messages; a router), with a user to drive it.
 */
export function renderInPortal(element: ReactElement, { path = '/', route = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  // No pause between keys: the tests type whole words, and a pause per key only makes them slow.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={daDK}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            {/* Signed-in pages wait for the session, as under the portal's layout. */}
            <Suspense fallback={null}>
              <Routes>
                <Route path={route} element={element} />
              </Routes>
            </Suspense>
            <LocationProbe />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, user, queryClient, location: () => shownLocation };
}
