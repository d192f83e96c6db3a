// SuppressContactsForm: contactIds to keep out without erasing what is recorded (one per line, up
// to 1,000); POST .../suppressions. The answer is the one place a contactId is shown beside its
// keyed hash, so it is listed (new, or suppressed before), under a heading that takes the focus.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { contactsWord, parseContactIds } from './contact-ids';
import { ContactIdsField } from './contact-ids-field';
import { useSuppressContacts } from './suppression-mutations';
import type { SuppressionResult } from './suppression-queries';

export function SuppressContactsForm() {
  const id = useId();
  const workspace = useWorkspace();
  const [text, setText] = useState('');
  const [results, setResults] = useState<SuppressionResult[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useFormErrors(id, ['contactIds']);

  const suppress = useSuppressContacts(workspace.id, {
    onSuccess: (answer) => {
      setText('');
      setResults(answer.results);
    },
    onError: form.showServerError,
  });

  useEffect(() => {
    if (results) heading.current?.focus();
  }, [results]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResults(null);
    const parsed = parseContactIds(text);
    if (form.check({ contactIds: parsed.problem })) suppress.mutate(parsed.contactIds);
  };

  const created = results?.filter((result) => result.created).length ?? 0;
  const before = (results?.length ?? 0) - created;
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Suppress contacts</h3>
      <p className="hint">
        Their new events and adjustments are no longer recorded (answered <code>suppressed</code>); what is
        recorded already stays. To delete that too, request an erasure.
      </p>
      <ErrorSummary items={form.summary} title="No contact was suppressed" />
      <ContactIdsField
        field={form.fieldProps('contactIds')}
        label="ContactIds to suppress"
        hint="One per line, as your events send them; up to 1,000."
        rows={3}
        value={text}
        onChange={setText}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={suppress.isPending}>
          {suppress.isPending ? 'Suppressing…' : 'Suppress'}
        </button>
      </div>
      {results ? (
        <div className="after-form" data-testid="suppression-results">
          <h4 ref={heading} tabIndex={-1}>
            {created > 0 ? `${contactsWord(created)} suppressed now` : 'Nothing changed'}
            {before > 0
              ? `; ${contactsWord(before)} ${before === 1 ? 'was' : 'were'} suppressed already`
              : ''}
          </h4>
          <p className="hint">This is the only time a contactId is shown beside its keyed hash.</p>
          <div className="table-scroll" role="region" aria-label="Suppression results table" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">ContactId</th>
                  <th scope="col">Keyed hash</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.contactHash}>
                    <th scope="row" className="mono">
                      {result.contactId}
                    </th>
                    <td className="mono hash">{result.contactHash}</td>
                    <td>{result.created ? 'Suppressed now' : 'Already suppressed'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </form>
  );
}
