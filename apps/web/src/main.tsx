import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { AppRoutes, askSessionEarlyOn } from '@/app/router.tsx';
import { initI18n } from '@/lib/i18n.ts';
import { loadLocalePack } from '@/lib/locale-packs.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Texts first, so the first screen is already in the visitor's language; a signed-in page meanwhile asks
// who is signed in.
askSessionEarlyOn(window.location.pathname);
const locale = await initI18n();
const initialPack = await loadLocalePack(locale);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers initialPack={initialPack}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
