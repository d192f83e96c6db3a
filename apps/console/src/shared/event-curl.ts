// The curl commands the console offers to copy: the integrations page's quick start (the time
// and externalId filled in by the shell when it runs) and the report's "send a test event"
// (fixed values, fresh each time). The key is always left as $KEY: the console never has it.

/** A string as one POSIX shell word in single quotes. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function curl(url: string, body: string): string {
  return [
    `curl -sS -i -X POST ${shellQuote(url)} \\`,
    `  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\`,
    `  -d ${body}`,
  ].join('\n');
}

export function eventsUrl(origin: string, workspaceId: string): string {
  return `${origin}/v1/workspaces/${workspaceId}/events`;
}

/** The quick start: the current time and a unique externalId come from the shell. */
export function quickStartCurl(origin: string, workspaceId: string, campaignId = 'spring-sale'): string {
  const body = [
    `'{`,
    `    "name": "order_paid",`,
    `    "occurredAt": "'"$(date -u +%Y-%m-%dT%H:%M:%SZ)"'",`,
    `    "contactId": "contact_42",`,
    `    "campaignId": ${JSON.stringify(campaignId).replace(/'/g, `'\\''`)},`,
    `    "valueMinor": 4999,`,
    `    "currency": "EUR",`,
    `    "externalId": "order-'"$(date +%s)"'"`,
    `  }'`,
  ].join('\n');
  return curl(eventsUrl(origin, workspaceId), body);
}

export interface TestEvent {
  name: string;
  occurredAt: string;
  contactId: string;
  campaignId: string;
  valueMinor: number;
  currency: string;
  externalId: string;
}

/** A test event for one campaign, with a fresh externalId and the current time (to the second). */
export function freshTestEvent(
  campaignId: string,
  goal: string,
  now = new Date(),
  random = Math.random(),
): TestEvent {
  const suffix = Math.floor(random * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return {
    name: goal,
    occurredAt: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    contactId: `test-contact-${suffix}`,
    campaignId,
    valueMinor: 1000,
    currency: 'EUR',
    externalId: `test-${now.getTime()}-${suffix}`,
  };
}

export function testEventCurl(origin: string, workspaceId: string, event: TestEvent): string {
  return curl(eventsUrl(origin, workspaceId), shellQuote(JSON.stringify(event, null, 2)));
}
