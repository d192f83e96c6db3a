import { MEMBER_PERMISSIONS, SCOPES } from '@app/contracts';

/** Example answers of the console-session routes, for the OpenAPI document. */
export const SESSION_EXAMPLE = {
  user: { id: '3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d', email: 'ada@example.com' },
  csrfToken: 'q0xG0m8tR3c3b1H2e6yV9fJkLw4uNz7pA5sD8gQ1iE0',
  expiresAt: '2026-11-23T15:02:10.498Z',
  idleTimeoutMinutes: 30,
  workspaces: [
    {
      id: '5ede3c2f-4226-4712-84e2-96719e5e0455',
      name: 'Acme shop',
      role: 'owner',
      // An owner's: every scope and every member permission.
      scopes: [...SCOPES, ...MEMBER_PERMISSIONS],
    },
  ],
};
