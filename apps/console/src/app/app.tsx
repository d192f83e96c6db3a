// App: the providers (TanStack Query) and the router, under the /console base path.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/console">
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
