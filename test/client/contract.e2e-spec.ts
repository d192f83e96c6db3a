import { EVENT_FIELDS as GATEWAY_EVENT_FIELDS } from '../../apps/gateway/src/events/event-body.schema';
import {
  ADJUSTMENT_BODY_V1_SCHEMA,
  AdjustmentBodyV1,
  EVENT_BODY_V1_SCHEMA,
  EventBodyV1,
} from '@app/contracts';
import { WEBHOOK_EVENT_TYPES as CATALOG } from '@app/webhooks';
import {
  ADJUSTMENT_FIELDS,
  CONVERSION_ADJUSTMENT_SCHEMA,
  CONVERSION_EVENT_SCHEMA,
  ConversionAdjustment,
  ConversionEvent,
  EVENT_FIELDS,
  WEBHOOK_EVENT_TYPES,
} from '@app/client';

/** True only when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The client is published alone, so it carries its own copy of the API's shapes. This spec (a
 * repository test, not part of the package) fails when the event's or the adjustment's schema (EVENT_BODY_V1_SCHEMA,
 * ADJUSTMENT_BODY_V1_SCHEMA, the platform's one declaration of each) or the webhook catalog change without the client: a
 * field, a type, a bound, a pattern or a format. The type check runs with tsc (`npx tsc -p
 * tsconfig.json --noEmit`, which covers test/).
 */
describe('the client against the platform it talks to', () => {
  it('knows exactly the fields the gateway accepts in an event', () => {
    expect([...EVENT_FIELDS].sort()).toEqual(Object.keys(GATEWAY_EVENT_FIELDS).sort());
    expect([...EVENT_FIELDS]).toEqual(Object.keys(EVENT_BODY_V1_SCHEMA.properties));
  });

  it("copies the event's schema exactly: every field, type, bound, pattern and format", () => {
    expect(CONVERSION_EVENT_SCHEMA).toEqual(EVENT_BODY_V1_SCHEMA);
  });

  it("types an event as the schema does (ConversionEvent is the schema's EventBodyV1)", () => {
    const same: Same<ConversionEvent, EventBodyV1> = true;
    expect(same).toBe(true);
  });

  it("copies the adjustment's schema exactly, and types it as the platform does", () => {
    expect(CONVERSION_ADJUSTMENT_SCHEMA).toEqual(ADJUSTMENT_BODY_V1_SCHEMA);
    expect([...ADJUSTMENT_FIELDS]).toEqual(Object.keys(ADJUSTMENT_BODY_V1_SCHEMA.properties));
    const same: Same<ConversionAdjustment, AdjustmentBodyV1> = true;
    expect(same).toBe(true);
  });

  it('has a payload type for every webhook event type of the catalog, and no other', () => {
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual([...CATALOG].sort());
  });
});
