// A webhook endpoint's URL, description, event types and whether it takes test traffic, as the
// create and the settings forms
// hold them: the checks made before sending (the server checks them again) and the body that
// POST and PATCH .../webhook-endpoints both take.
import type { WebhookEventType } from '@/api/console-types';
import type { FieldErrors } from '@/shared/use-form-errors';
import { urlProblem, type UrlScheme } from './webhook-url';

export const ENDPOINT_FIELDS = ['url', 'description', 'eventTypes', 'includeTestEvents'] as const;
export type EndpointField = (typeof ENDPOINT_FIELDS)[number];

export interface EndpointValues {
  url: string;
  description: string;
  /** None: every type, including types added later. */
  eventTypes: string[];
  /** Also send test traffic (sent with a test key), marked "test": true (docs/webhooks.md#test-traffic). */
  includeTestEvents: boolean;
}

/** The problems found; `schemes` are the URL schemes the instance accepts, when known. */
export function endpointProblems(
  values: EndpointValues,
  schemes?: readonly UrlScheme[],
): FieldErrors<EndpointField> {
  const found: FieldErrors<EndpointField> = {};
  const problem = urlProblem(values.url, schemes);
  if (problem) found.url = problem;
  if (values.description.length > 500) found.description = 'Use at most 500 characters.';
  return found;
}

export function toEndpointBody(values: EndpointValues) {
  return {
    url: values.url.trim(),
    description: values.description,
    eventTypes: values.eventTypes as WebhookEventType[],
    includeTestEvents: values.includeTestEvents,
  };
}
