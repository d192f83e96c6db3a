// A webhook endpoint's URL, description and event types as the create and the settings forms
// hold them: the checks made before sending (the server checks them again) and the body that
// POST and PATCH .../webhook-endpoints both take.
import type { WebhookEventType } from '@/api/console-types';
import type { FieldErrors } from '@/shared/use-form-errors';
import { urlProblem } from './webhook-url';

export const ENDPOINT_FIELDS = ['url', 'description', 'eventTypes'] as const;
export type EndpointField = (typeof ENDPOINT_FIELDS)[number];

export interface EndpointValues {
  url: string;
  description: string;
  /** None: every type, including types added later. */
  eventTypes: string[];
}

export function endpointProblems(values: EndpointValues): FieldErrors<EndpointField> {
  const found: FieldErrors<EndpointField> = {};
  const problem = urlProblem(values.url);
  if (problem) found.url = problem;
  if (values.description.length > 500) found.description = 'Use at most 500 characters.';
  return found;
}

export function toEndpointBody(values: EndpointValues) {
  return {
    url: values.url.trim(),
    description: values.description,
    eventTypes: values.eventTypes as WebhookEventType[],
  };
}
