/**
 * The webhook endpoint rules of the API, as plain functions (unit spec beside this file): what an
 * endpoint's URL and event types may be, which state an endpoint shows, and what range a recovery
 * may cover. The service calls them; nothing here reads storage.
 */
import { FieldError } from '@app/http';
import { endpointUrlProblem, WEBHOOK_EVENT_TYPES } from '@app/webhooks';

/** The reason shown for an endpoint switched off with PATCH `{ "enabled": false }`. */
export const DISABLED_THROUGH_API = 'disabled through the API';

/** How far back `recover` may reach. */
export const RECOVER_MAX_DAYS = 14;

export const DEFAULT_GRACE_SECONDS = 86_400;
export const MAX_GRACE_SECONDS = 7 * 86_400;

/** The URL's 400, if it breaks a rule; `field` is `url` in both create and update. */
export function urlErrors(url: string | undefined, allowHttp: boolean): FieldError[] {
  if (url === undefined) return [];
  const problem = endpointUrlProblem(url, allowHttp);
  return problem ? [{ field: 'url', code: problem.code, message: `url ${problem.message}` }] : [];
}

export const EVENT_TYPES_RULE = `each event type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')} (GET /v1/webhook-event-types); an empty list means every type.`;

/** What storage knows about an endpoint's switch, and what the dispatcher recorded. */
export interface EndpointSwitch {
  /** webhook_endpoints.enabled: the API's switch. */
  enabled: boolean;
  /** When the API's switch was last set (a re-enable overrides any disable recorded before it). */
  enabledChangedAt: Date;
  /** endpoint_health: when and why the dispatcher disabled the endpoint (410, or failing too long). */
  healthDisabledAt: Date | null;
  healthDisabledReason: string | null;
}

export interface EffectiveState {
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
}

/**
 * The state an endpoint shows, and the one the dispatcher delivers by: off when switched off
 * through the API, or when the dispatcher disabled it after the API last set the switch.
 */
export function effectiveState(endpoint: EndpointSwitch): EffectiveState {
  if (!endpoint.enabled) {
    return { enabled: false, disabledReason: DISABLED_THROUGH_API, disabledAt: endpoint.enabledChangedAt };
  }
  if (endpoint.healthDisabledAt && endpoint.healthDisabledAt > endpoint.enabledChangedAt) {
    return {
      enabled: false,
      disabledReason: endpoint.healthDisabledReason ?? 'disabled by the webhook dispatcher',
      disabledAt: endpoint.healthDisabledAt,
    };
  }
  return { enabled: true, disabledReason: null, disabledAt: null };
}

/**
 * The range of a recovery: [since, until), until defaulting to (and capped at) now, since no
 * further back than RECOVER_MAX_DAYS. Capping until at now makes the count answered the same set
 * the dispatcher will queue: nothing created after the request is included.
 */
export function recoverRange(
  since: string,
  until: string | undefined,
  now: Date,
): { since: Date; until: Date } | { errors: FieldError[] } {
  const from = new Date(since);
  const to = until === undefined ? now : new Date(until);
  const errors: FieldError[] = [];
  if (Number.isNaN(from.getTime())) {
    errors.push({ field: 'since', code: 'invalid_format', message: 'since is not a real date and time.' });
  }
  if (Number.isNaN(to.getTime())) {
    errors.push({ field: 'until', code: 'invalid_format', message: 'until is not a real date and time.' });
  }
  if (errors.length) return { errors };
  const oldest = new Date(now.getTime() - RECOVER_MAX_DAYS * 86_400_000);
  if (from < oldest) {
    errors.push({
      field: 'since',
      code: 'out_of_range',
      message: `since must be within the last ${RECOVER_MAX_DAYS} days (not before ${oldest.toISOString()}).`,
    });
  }
  const cappedTo = to > now ? now : to;
  if (from >= cappedTo) {
    errors.push(
      until === undefined
        ? { field: 'since', code: 'out_of_range', message: 'since must be in the past.' }
        : {
            field: 'until',
            code: 'out_of_range',
            message: 'until must be later than since (and since in the past).',
          },
    );
  }
  return errors.length ? { errors } : { since: from, until: cappedTo };
}
