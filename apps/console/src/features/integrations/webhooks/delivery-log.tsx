// DeliveryLog: an endpoint's messages, newest first, filtered by status and type, a page at a
// time; each opens its attempts (status code, duration, response excerpt) and can be
// redelivered. It refreshes every few seconds, so a test's attempt shows without a reload.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import type { WebhookEventType } from '@/api/console-types';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { TimeText } from '@/shared/time-text';
import { MessageDetail } from './message-detail';
import { MessageStatusBadge } from './message-status-badge';
import { EVENT_TYPES, messagesQuery, type MessageFilter, type MessageStatus } from './webhook-queries';

const STATUSES: MessageStatus[] = ['pending', 'delivered', 'failing', 'failed'];

export function DeliveryLog({ endpointId, canRedeliver }: { endpointId: string; canRedeliver: boolean }) {
  const id = useId();
  const workspace = useWorkspace();
  const [filter, setFilter] = useState<MessageFilter>({});
  const [open, setOpen] = useState<string | null>(null);
  const log = useInfiniteQuery({ ...messagesQuery(workspace.id, endpointId, filter), refetchInterval: 5000 });
  const messages = log.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delivery log</h2>
      <div className="filters">
        <div className="field inline">
          <label htmlFor={`${id}-status`} className="label">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="input"
            value={filter.status ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                status: (e.currentTarget.value || undefined) as MessageStatus | undefined,
              })
            }
          >
            <option value="">Any status</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor={`${id}-type`} className="label">
            Event type
          </label>
          <select
            id={`${id}-type`}
            className="input"
            value={filter.type ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                type: (e.currentTarget.value || undefined) as WebhookEventType | undefined,
              })
            }
          >
            <option value="">Any type</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>
      {log.isPending ? (
        <LoadingState what="the delivery log" />
      ) : log.isError ? (
        <ErrorState error={log.error} what="the delivery log" onRetry={() => void log.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState
          title={filter.status || filter.type ? 'No message matches these filters.' : 'No messages yet.'}
        >
          <p>Send a test message to see a delivery here.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Delivery log table" tabIndex={0}>
            <table className="table wrap-headers">
              <caption className="visually-hidden">Messages sent to this endpoint, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Message</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last attempt</th>
                  <th scope="col">Next attempt</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((message) => (
                  <Fragment key={message.id}>
                    <tr>
                      <th scope="row">
                        <button
                          type="button"
                          className="link-button mono nowrap"
                          aria-expanded={open === message.id}
                          aria-controls={`${id}-${message.id}`}
                          onClick={() => setOpen(open === message.id ? null : message.id)}
                        >
                          <span className="visually-hidden">
                            {open === message.id ? 'Hide' : 'Show'} attempts of{' '}
                          </span>
                          {message.id}
                        </button>
                      </th>
                      <td>
                        <code>{message.type}</code>
                      </td>
                      <td>
                        <MessageStatusBadge status={message.status} />
                      </td>
                      <td>{message.attemptCount}</td>
                      <td>
                        <TimeText value={message.createdAt} />
                      </td>
                      <td>
                        <TimeText value={message.lastAttemptAt} />
                      </td>
                      <td>
                        <TimeText value={message.nextAttemptAt} />
                      </td>
                      <td className="break">{message.lastError ?? '—'}</td>
                    </tr>
                    {open === message.id ? (
                      <tr>
                        <td colSpan={8} id={`${id}-${message.id}`}>
                          <MessageDetail
                            endpointId={endpointId}
                            messageId={message.id}
                            canRedeliver={canRedeliver}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {log.hasNextPage ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
