// ContactExportForm: a contactId; GET .../contacts/{contactId}/data, offered at once as a JSON file
// to download, with a short summary of what is in it (events, adjustments, webhook messages,
// suppressed or not) that takes the focus, and a link to download it again. The file is made in
// the browser from the answer; nothing of it is kept once the page is left.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { formatCount } from '@/shared/format';
import { TimeText } from '@/shared/time-text';
import { useFormErrors } from '@/shared/use-form-errors';
import { useContactData } from './contact-data-queries';
import { exportFileName, exportSummary, exportText, type ContactData } from './contact-export';
import { ContactIdField } from './contact-id-field';
import { pathContactIdProblem } from './contact-ids';

interface Download {
  data: ContactData;
  url: string;
  fileName: string;
}

/** Starts the browser's download of a file at this (blob) URL. */
function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function ContactExportForm() {
  const id = useId();
  const workspace = useWorkspace();
  const [contactId, setContactId] = useState('');
  const [download, setDownload] = useState<Download | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fileUrl = useRef<string | null>(null);
  const form = useFormErrors(id, ['contactId']);

  // The file's URL holds the data in memory: it is let go when another export replaces it or the
  // page is left.
  const letGo = () => {
    if (fileUrl.current) URL.revokeObjectURL(fileUrl.current);
    fileUrl.current = null;
  };
  useEffect(() => letGo, []);

  const read = useContactData(workspace.id, {
    onSuccess: (data) => {
      letGo();
      const url = URL.createObjectURL(new Blob([exportText(data)], { type: 'application/json' }));
      fileUrl.current = url;
      const fileName = exportFileName(data);
      setDownload({ data, url, fileName });
      startDownload(url, fileName);
    },
    onError: form.showServerError,
  });

  useEffect(() => {
    if (download) heading.current?.focus();
  }, [download]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = contactId.trim();
    letGo();
    setDownload(null);
    if (form.check({ contactId: pathContactIdProblem(trimmed) })) read.mutate(trimmed);
  };

  const summary = download ? exportSummary(download.data) : null;
  return (
    <section className="panel" aria-labelledby="export-title">
      <h2 id="export-title">Export a contact&rsquo;s data</h2>
      <p>
        Everything the platform holds about one contact in this workspace, as one JSON file: its events and
        adjustments with their attribution decisions, the webhook messages naming it with their deliveries,
        and whether it is suppressed. A contact nothing is known about gives empty lists.
      </p>
      <form className="form narrow" onSubmit={submit} noValidate>
        <ErrorSummary items={form.summary} title="Nothing was exported" />
        <ContactIdField
          field={form.fieldProps('contactId')}
          label="ContactId to export"
          hint="As your events send it."
          value={contactId}
          onChange={setContactId}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={read.isPending}>
            {read.isPending ? 'Reading…' : 'Export as JSON'}
          </button>
        </div>
      </form>
      {download && summary ? (
        <div className="after-form" data-testid="contact-export-summary">
          <h3 ref={heading} tabIndex={-1}>
            Data of <code>{download.data.contactId}</code>
          </h3>
          <p className="hint">
            Read <TimeText value={download.data.generatedAt} />; the download has started.
          </p>
          <dl className="facts">
            <div>
              <dt>Events</dt>
              <dd>{formatCount(summary.events)}</dd>
            </div>
            <div>
              <dt>Adjustments</dt>
              <dd>{formatCount(summary.adjustments)}</dd>
            </div>
            <div>
              <dt>Webhook messages</dt>
              <dd>{formatCount(summary.webhookMessages)}</dd>
            </div>
            <div>
              <dt>Suppressed</dt>
              <dd>{summary.suppressed ? 'Yes: new events are not recorded' : 'No'}</dd>
            </div>
          </dl>
          {summary.truncated.length > 0 ? (
            <p>
              Only the newest {summary.truncated.join(' and ')} are in the file: the export stops at 10,000
              events, 10,000 adjustments and 1,000 webhook messages.
            </p>
          ) : null}
          <p>
            <a href={download.url} download={download.fileName}>
              Download {download.fileName} again
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
