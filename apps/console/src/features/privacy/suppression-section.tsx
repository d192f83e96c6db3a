// SuppressionSection: the suppression list (docs/privacy.md#suppression): contacts whose new
// events are not recorded, adding some without erasing, and lifting one.
import { LiftSuppressionForm } from './lift-suppression-form';
import { SuppressContactsForm } from './suppress-contacts-form';
import { SuppressionList } from './suppression-list';

export function SuppressionSection() {
  return (
    <section className="panel" aria-labelledby="suppressions-title">
      <h2 id="suppressions-title">Suppression list</h2>
      <p>
        Contacts whose new events and adjustments are no longer recorded: added here, or by an erasure request
        (kept after it completes, so an erased contact does not come back with its next event).
      </p>
      <SuppressionList />
      <div className="grid-2">
        <SuppressContactsForm />
        <LiftSuppressionForm />
      </div>
    </section>
  );
}
