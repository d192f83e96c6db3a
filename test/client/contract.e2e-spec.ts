import { EVENT_FIELDS as GATEWAY_EVENT_FIELDS } from '../../apps/gateway/src/events/event-body.schema';
import { WEBHOOK_EVENT_TYPES as CATALOG } from '@app/webhooks';
import { EVENT_FIELDS, WEBHOOK_EVENT_TYPES } from '@app/client';

/**
 * The client is published alone, so it carries its own copy of the API's shapes. This spec (a
 * repository test, not part of the package) fails when the gateway's event fields or the webhook
 * catalog change without the client.
 */
describe('the client against the platform it talks to', () => {
  it('knows exactly the fields the gateway accepts in an event', () => {
    expect([...EVENT_FIELDS].sort()).toEqual(Object.keys(GATEWAY_EVENT_FIELDS).sort());
  });

  it('has a payload type for every webhook event type of the catalog, and no other', () => {
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual([...CATALOG].sort());
  });
});
