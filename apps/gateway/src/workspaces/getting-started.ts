import { WorkspaceProgress } from './getting-started.repository';

/** The steps of the console's getting-started checklist, in the order an integrator takes them. */
export const GETTING_STARTED_STEPS = [
  'key_created',
  'first_event_received',
  'campaign_created',
  'first_event_counted',
  'webhook_endpoint_added',
] as const;

export type GettingStartedStepId = (typeof GETTING_STARTED_STEPS)[number];

export interface GettingStartedStep {
  id: GettingStartedStepId;
  title: string;
  done: boolean;
}

/** The checklist, ticked from what the workspace really has. */
export function gettingStartedSteps(progress: WorkspaceProgress): GettingStartedStep[] {
  const facts: Record<GettingStartedStepId, { title: string; done: boolean }> = {
    key_created: { title: 'Create an API key with the scope events:write', done: progress.sendingKey },
    first_event_received: { title: 'Send your first event', done: progress.eventReceived },
    campaign_created: { title: 'Create a campaign', done: progress.campaignCreated },
    first_event_counted: { title: 'See a first event counted for a campaign', done: progress.eventCounted },
    webhook_endpoint_added: { title: 'Add a webhook endpoint', done: progress.webhookEndpoint },
  };
  return GETTING_STARTED_STEPS.map((id) => ({ id, ...facts[id] }));
}
