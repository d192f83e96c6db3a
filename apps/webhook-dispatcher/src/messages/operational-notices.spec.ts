import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { WEBHOOK_EVENT_CATALOG } from '@app/webhooks';
import { exhaustedOf, Outcome } from '../delivery/outcome-recorder';
import { displayUrl, endpointDisabledDraft, endpointEnabledDraft } from './operational-notices';

const ajv = addFormats(new Ajv({ strict: true }), { mode: 'fast' });
const valid = (body: string) => {
  const payload = JSON.parse(body) as { type: string };
  const entry = WEBHOOK_EVENT_CATALOG.find((e) => e.type === payload.type)!;
  return ajv.validate(entry.schema, payload) ? null : ajv.errors;
};

const endpoint = {
  id: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
  workspaceId: '00000000-0000-4000-8000-000000000001',
  url: 'https://shop.example.com/hooks?token=secret-token',
  description: 'Shop',
};

describe('operational notices', () => {
  it('name the endpoint by a URL without query, fragment or credentials', () => {
    expect(displayUrl('https://user:pw@shop.example.com:8443/hooks/a?token=x#frag')).toBe(
      'https://shop.example.com:8443/hooks/a',
    );
    expect(displayUrl('not a url')).toBe('');
  });

  it('endpoint.disabled and endpoint.enabled drafts are live messages of the catalog shapes', () => {
    const disabled = endpointDisabledDraft(
      endpoint,
      'failing',
      'failing too long',
      '2026-11-27T05:00:00.000Z',
      'msg_1',
    );
    expect(disabled).toMatchObject({ id: 'msg_1', type: 'endpoint.disabled', test: false, contactId: null });
    expect(valid(disabled.body)).toBeNull();
    expect(disabled.body).not.toContain('secret-token');
    const enabled = endpointEnabledDraft(endpoint, '2026-11-27T05:00:00.000Z', 'msg_2');
    expect(enabled).toMatchObject({ type: 'endpoint.enabled', occurredAt: '2026-11-27T05:00:00.000Z' });
    expect(valid(enabled.body)).toBeNull();
  });

  it('a delivery is exhausted when an attempt ends it failed, but not on a 410 nor without an attempt', () => {
    const at = new Date('2026-11-27T05:00:00.000Z');
    const outcome = (
      status: 'failed' | 'failing' | 'delivered',
      statusCode: number | null,
      attempt = true,
    ): Outcome => ({
      update: {
        endpointId: 'ep_a',
        messageId: `msg_${status}_${statusCode}`,
        leaseUntil: at,
        status,
        scheduleStep: 0,
        nextAttemptAt: null,
        attemptedAt: attempt ? at : null,
        lastError: null,
      },
      attempt: attempt
        ? {
            endpointId: 'ep_a',
            messageId: `msg_${status}_${statusCode}`,
            attemptedAt: at,
            statusCode,
            durationMs: 1,
            error: 'answered 503',
            responseBody: null,
          }
        : null,
      health: null,
    });
    expect(
      exhaustedOf([
        outcome('failed', 503),
        outcome('failed', null),
        outcome('failed', 410),
        outcome('failing', 503),
        outcome('delivered', 200),
        outcome('failed', null, false),
      ]).map((e) => e.messageId),
    ).toEqual(['msg_failed_503', 'msg_failed_null']);
  });
});
