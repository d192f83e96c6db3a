// Names for the shapes of the console's own routes (session, password, invitations, members,
// getting started), taken from the generated schema.d.ts so they follow the gateway.
import type { components } from './schema';

type Schemas = components['schemas'];

export type Role = Schemas['MemberDto']['role'];
export const ROLES: readonly Role[] = ['owner', 'admin', 'viewer'];

export type SessionUser = Schemas['SessionUserDto'];
export type WorkspaceMembership = Schemas['SessionWorkspaceDto'];
/** POST /v1/session, POST /v1/password and GET /v1/session. */
export type Session = Schemas['SessionDto'];
export type SignedIn = Session;

export type Member = Schemas['MemberDto'];
export type Invitation = Schemas['InvitationDto'];
export type CreatedInvitation = Schemas['CreatedInvitationDto'];
export type InvitationLookup = Schemas['InvitationLookupDto'];
export type AcceptedInvitation = Schemas['AcceptedInvitationDto'];
export type GettingStartedStep = Schemas['GettingStartedStepDto'];

export type Scope = Schemas['CreateApiKeyInputDto']['scopes'][number];
/** An API key's mode: live, or test (its events never count; docs/api.md#test-mode). */
export type KeyMode = Schemas['CreateApiKeyInputDto']['mode'];
export type WebhookEventType = NonNullable<Schemas['CreateWebhookEndpointDto']['eventTypes']>[number];
