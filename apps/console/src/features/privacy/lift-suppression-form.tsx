// LiftSuppressionForm: lifts one contact's suppression by its contactId (the list shows only keyed
// hashes, so the contact is named here); DELETE .../suppressions/{contactId}. A contact that is not
// suppressed (404) or whose erasure is still under way (409 erasure_in_progress) is explained on
// the field; the result is said in a status message that takes the focus.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { ContactIdField } from './contact-id-field';
import { pathContactIdProblem } from './contact-ids';
import { useLiftSuppression } from './suppression-mutations';

export function LiftSuppressionForm() {
  const id = useId();
  const workspace = useWorkspace();
  const [contactId, setContactId] = useState('');
  const [lifted, setLifted] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const form = useFormErrors(id, ['contactId']);

  const lift = useLiftSuppression(workspace.id, {
    onSuccess: (liftedId) => {
      setContactId('');
      setLifted(liftedId);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404)
        form.show({ contactId: 'This contact is not suppressed in this workspace.' });
      else if (isApiError(error) && error.code === 'erasure_in_progress')
        form.show({ contactId: error.detail });
      else form.showServerError(error);
    },
  });

  useEffect(() => {
    if (lifted !== null) done.current?.focus();
  }, [lifted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLifted(null);
    const trimmed = contactId.trim();
    if (form.check({ contactId: pathContactIdProblem(trimmed) })) lift.mutate(trimmed);
  };

  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Lift a suppression</h3>
      <ErrorSummary items={form.summary} title="No suppression was lifted" />
      <ContactIdField
        field={form.fieldProps('contactId')}
        label="ContactId to let back in"
        hint="The list shows keyed hashes only, so name the contact as your events send it. Its new events are recorded again from then on; what was refused meanwhile was not kept."
        value={contactId}
        onChange={setContactId}
      />
      <div className="form-actions">
        <button type="submit" className="button secondary" disabled={lift.isPending}>
          {lift.isPending ? 'Lifting…' : 'Lift suppression'}
        </button>
      </div>
      {lifted !== null ? (
        <p className="notice" role="status" tabIndex={-1} ref={done}>
          The suppression of <code>{lifted}</code> is lifted: its new events are recorded again.
        </p>
      ) : null}
    </form>
  );
}
