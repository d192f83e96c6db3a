/** Example answers of the members, invitations and getting-started routes, for the OpenAPI document. */
export const MEMBER_EXAMPLE = {
  userId: '3f0c8a4e-2b1d-4c7e-9a55-1e2f3a4b5c6d',
  email: 'ada@example.com',
  role: 'admin',
  joinedAt: '2026-11-20T09:12:00.000Z',
};

export const INVITATION_EXAMPLE = {
  id: '8d2f6b1a-4e3c-4b7d-a1f0-2c9e8d7b6a54',
  email: 'grace@example.com',
  role: 'viewer',
  createdAt: '2026-11-23T03:02:10.498Z',
  expiresAt: '2026-11-30T03:02:10.498Z',
};

export const CREATED_INVITATION_EXAMPLE = {
  ...INVITATION_EXAMPLE,
  url: 'https://console.example.com/console/accept-invitation#token=Vb7m1Q2c9rT4yU8iO0pA3sD6fG5hJ2kL1zX4cV7bN9m',
};

export const INVITATION_LOOKUP_EXAMPLE = {
  workspace: { id: '5ede3c2f-4226-4712-84e2-96719e5e0455', name: 'Acme shop' },
  email: 'grace@example.com',
  role: 'viewer',
  expiresAt: '2026-11-30T03:02:10.498Z',
  userExists: false,
};

export const ACCEPTED_INVITATION_EXAMPLE = {
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  role: 'viewer',
};
