// The copyable curl commands: valid shell quoting, this workspace and campaign, a fresh
// externalId and the current time.
import { describe, expect, it } from '@jest/globals';
import { freshTestEvent, quickStartCurl, shellQuote, testEventCurl } from './event-curl';

describe('shellQuote', () => {
  it('wraps in single quotes and escapes single quotes', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('quickStartCurl', () => {
  it('posts to this workspace with $KEY and a shell-made time and externalId', () => {
    const command = quickStartCurl('http://127.0.0.1:3000', 'ws-1');
    expect(command).toContain(`'http://127.0.0.1:3000/v1/workspaces/ws-1/events'`);
    expect(command).toContain('Bearer $KEY');
    expect(command).toContain(`"occurredAt": "'"$(date -u +%Y-%m-%dT%H:%M:%SZ)"'"`);
    expect(command).toContain(`"externalId": "order-'"$(date +%s)"'"`);
  });
});

describe('freshTestEvent', () => {
  it('uses the campaign, its goal, the time to the second and a unique externalId', () => {
    const now = new Date('2026-11-21T13:03:00.412Z');
    const event = freshTestEvent('spring-sale', 'order_paid', now, 0.5);
    expect(event).toMatchObject({
      campaignId: 'spring-sale',
      name: 'order_paid',
      occurredAt: '2026-11-21T13:03:00Z',
    });
    expect(event.externalId).toMatch(new RegExp(`^test-${now.getTime()}-[0-9a-z]{6}$`));
    expect(freshTestEvent('spring-sale', 'order_paid', now, 0.25).externalId).not.toBe(event.externalId);
  });

  it('quotes the body so the command runs as shown', () => {
    const event = freshTestEvent("o'brien", 'order_paid', new Date('2026-11-21T13:03:00Z'), 0.1);
    expect(testEventCurl('http://h', 'ws', event)).toContain(`"campaignId": "o'\\''brien"`);
  });
});
