// The API key scopes as the create form offers them, each with what it grants (docs/api.md).
import type { Scope } from '@/api/console-types';

export const SCOPE_OPTIONS: readonly { value: Scope; hint: string }[] = [
  { value: 'events:write', hint: 'Send events.' },
  { value: 'events:read', hint: 'Read events back.' },
  { value: 'campaigns:write', hint: 'Create and change campaigns.' },
  { value: 'campaigns:read', hint: 'Read campaigns.' },
  { value: 'reports:read', hint: 'Campaign reports and the conversion-test panel.' },
  { value: 'webhooks:manage', hint: 'Create, change and delete webhook endpoints; tests and redeliveries.' },
  { value: 'webhooks:read', hint: 'Read webhook endpoints and their delivery log.' },
  { value: 'keys:manage', hint: 'Create, list and revoke API keys: give it to no integration.' },
  {
    value: 'privacy:manage',
    hint: "Erase, suppress and export contacts' data; the workspace's retention. Only for the system that answers privacy requests.",
  },
];
