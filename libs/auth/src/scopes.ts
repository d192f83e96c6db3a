/** Every permission an API key can carry, declared once (DESIGN.md section 4). */
export const SCOPES = [
  'events:write',
  'events:read',
  'campaigns:write',
  'campaigns:read',
  'reports:read',
  'webhooks:manage',
  'webhooks:read',
  'keys:manage',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
