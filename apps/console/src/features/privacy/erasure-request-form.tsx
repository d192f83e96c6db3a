// ErasureRequestForm: the contactIds to erase, one per line (up to 1,000), checked, then
// confirmed in a dialog that says it cannot be undone and that the contacts are suppressed at
// once; POST .../erasure-requests. The answer (pending) is said in a status message that takes
// the focus; the request shows in the list below, which follows it to completed.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { contactsWord, parseContactIds } from './contact-ids';
import { ContactIdsField } from './contact-ids-field';
import type { ErasureRequest } from './erasure-progress';
import { useRequestErasure } from './erasure-mutations';

export function ErasureRequestForm() {
  const id = useId();
  const workspace = useWorkspace();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [requested, setRequested] = useState<ErasureRequest | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const form = useFormErrors(id, ['contactIds']);

  const erase = useRequestErasure(workspace.id, {
    onSuccess: (request) => {
      setConfirming(null);
      setText('');
      setRequested(request);
    },
    onError: (error) => {
      setConfirming(null);
      form.showServerError(error);
    },
  });

  // After the dialog closes (which gives the focus back to the button), the result takes it.
  useEffect(() => {
    if (requested) done.current?.focus();
  }, [requested]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRequested(null);
    const parsed = parseContactIds(text);
    if (form.check({ contactIds: parsed.problem })) setConfirming(parsed.contactIds);
  };

  const count = confirming?.length ?? 0;
  return (
    <>
      <ConfirmDialog
        open={confirming !== null}
        title={`Erase ${contactsWord(count)}?`}
        confirmLabel={`Erase ${contactsWord(count)}`}
        busy={erase.isPending}
        onConfirm={() => confirming && erase.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          <strong>This cannot be undone.</strong> Every copy of their data is deleted in every service:
          events, adjustments, attribution decisions, conversion-test panel entries and webhook messages.
        </p>
        <p>
          The {count === 1 ? 'contact is' : 'contacts are'} suppressed at once: new events and adjustments
          naming {count === 1 ? 'it' : 'them'} are not recorded, until the suppression is lifted.
        </p>
        <p>Campaign totals keep counting what was erased: they name no one.</p>
      </ConfirmDialog>
      <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Request an erasure</h3>
        <ErrorSummary items={form.summary} title="Nothing was erased" />
        <ContactIdsField
          field={form.fieldProps('contactIds')}
          label="ContactIds to erase"
          hint="One per line, as your events send them; up to 1,000. Spaces around a line are ignored, and a repeated one counts once."
          rows={4}
          value={text}
          onChange={setText}
        />
        <div className="form-actions">
          <button type="submit" className="button danger" disabled={erase.isPending}>
            Erase…
          </button>
        </div>
        {requested ? (
          <p className="notice" role="status" tabIndex={-1} ref={done}>
            Erasure requested for {contactsWord(requested.contactCount)}: they are suppressed now, and erasing
            starts within seconds. Follow it in the list below.
          </p>
        ) : null}
      </form>
    </>
  );
}
