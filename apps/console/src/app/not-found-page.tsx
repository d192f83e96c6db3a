// NotFoundPage: an address the console does not have.
import { Link } from 'react-router';
import { Page } from '@/shared/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found" intro={<p>The console has no page at this address.</p>}>
      <p>
        <Link to="/workspaces">Go to your workspaces</Link>
      </p>
    </Page>
  );
}
