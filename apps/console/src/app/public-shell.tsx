// PublicShell: the frame of the pages used without a session (sign in, set a password, accept
// an invitation): a header with the product name and a main landmark.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '@/shared/loading-state';

export function PublicShell() {
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="public-header">
        <span className="brand">Conversion platform console</span>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState what="the page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
