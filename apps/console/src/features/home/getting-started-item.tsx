// GettingStartedItem: one step of the checklist, done or with a link to where it is done.
import { Link } from 'react-router';
import type { GettingStartedStep } from '@/api/console-types';

const WHERE: Record<string, { path: string; label: string }> = {
  key_created: { path: 'integrations#api-keys', label: 'Create an API key' },
  first_event_received: { path: 'integrations#quick-start', label: 'Send an event with the quick start' },
  campaign_created: { path: 'campaigns/new', label: 'Create a campaign' },
  first_event_counted: { path: 'campaigns', label: "Open a campaign's report and send a test event" },
  webhook_endpoint_added: { path: 'integrations#webhooks', label: 'Add a webhook endpoint' },
};

export function GettingStartedItem({ step, base }: { step: GettingStartedStep; base: string }) {
  const where = WHERE[step.id];
  return (
    <li className={step.done ? 'step done' : 'step'}>
      <span className="step-mark" aria-hidden="true">
        {step.done ? '✓' : ''}
      </span>
      <span className="step-text">
        <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span>
        {step.title}
        {!step.done && where ? (
          <>
            {' '}
            <Link to={`${base}/${where.path}`}>{where.label}</Link>
          </>
        ) : null}
      </span>
    </li>
  );
}
