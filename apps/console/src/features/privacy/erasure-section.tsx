// ErasureSection: erase contacts' data in every service (docs/privacy.md#erasure): the request
// form and the requests with their progress.
import { ErasureRequestForm } from './erasure-request-form';
import { ErasureRequestList } from './erasure-request-list';

export function ErasureSection() {
  return (
    <section className="panel" aria-labelledby="erasure-title">
      <h2 id="erasure-title">Erasure requests</h2>
      <p>
        Erases everything the platform holds about some contacts, in every service, and keeps them out from
        then on. Most requests complete within a minute; a service that is down holds its part back until it
        returns.
      </p>
      <ErasureRequestForm />
      <ErasureRequestList />
    </section>
  );
}
