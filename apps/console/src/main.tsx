// The console's entry point: starts reading the session and loading the page of this address at
// once, in parallel, then mounts the app into #root with both ready, so a first visit goes from
// the shell straight to the page (no loading state, no suspended page held back).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionQuery } from '@/features/session/session-queries';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { createQueryClient } from './app/query-client';
import './styles/app.css';

/** However slow the network, the app shows itself (with its loading states) after this long. */
const HEAD_START_LIMIT_MS = 1500;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const client = createQueryClient();
const path = window.location.pathname.replace(/^\/console(?=\/|$)/, '') || '/';
const ready = Promise.allSettled([preloadPage(path), client.prefetchQuery(sessionQuery)]);
void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, HEAD_START_LIMIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  ),
);
