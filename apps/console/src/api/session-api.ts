// Calls of the console's own routes (session, password, invitations, members, getting started)
// through the typed client, each returning its data or throwing an ApiError.
import { api, unwrap } from './client';
import type { Role } from './console-types';

export const sessionApi = {
  read: () => unwrap(api.GET('/v1/session')),
  signIn: (email: string, password: string) => unwrap(api.POST('/v1/session', { body: { email, password } })),
  signOut: () => unwrap(api.DELETE('/v1/session')),
  signOutEverywhere: () => unwrap(api.DELETE('/v1/sessions')),
  setPassword: (token: string, password: string) =>
    unwrap(api.POST('/v1/password', { body: { token, password } })),
};

export const invitationApi = {
  lookup: (token: string) => unwrap(api.POST('/v1/invitations/lookup', { body: { token } })),
  accept: (token: string, password?: string) =>
    unwrap(
      api.POST('/v1/invitations/accept', { body: password === undefined ? { token } : { token, password } }),
    ),
  list: (workspaceId: string) =>
    unwrap(api.GET('/v1/workspaces/{workspaceId}/invitations', { params: { path: { workspaceId } } })),
  create: (workspaceId: string, email: string, role: Role) =>
    unwrap(
      api.POST('/v1/workspaces/{workspaceId}/invitations', {
        params: { path: { workspaceId } },
        body: { email, role },
      }),
    ),
  revoke: (workspaceId: string, invitationId: string) =>
    unwrap(
      api.DELETE('/v1/workspaces/{workspaceId}/invitations/{invitationId}', {
        params: { path: { workspaceId, invitationId } },
      }),
    ),
};

export const memberApi = {
  list: (workspaceId: string) =>
    unwrap(api.GET('/v1/workspaces/{workspaceId}/members', { params: { path: { workspaceId } } })),
  changeRole: (workspaceId: string, userId: string, role: Role) =>
    unwrap(
      api.PATCH('/v1/workspaces/{workspaceId}/members/{userId}', {
        params: { path: { workspaceId, userId } },
        body: { role },
      }),
    ),
  remove: (workspaceId: string, userId: string) =>
    unwrap(
      api.DELETE('/v1/workspaces/{workspaceId}/members/{userId}', {
        params: { path: { workspaceId, userId } },
      }),
    ),
};

export const gettingStartedApi = {
  read: (workspaceId: string) =>
    unwrap(api.GET('/v1/workspaces/{workspaceId}/getting-started', { params: { path: { workspaceId } } })),
};
