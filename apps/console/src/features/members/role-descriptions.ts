// What each role may do (docs/console.md#roles), as the members page explains it.
import type { Role } from '@/api/console-types';

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, members and invitations included.',
  admin: 'API keys, webhooks, campaigns, reports and privacy (erasure, export, retention); sees the members.',
  viewer: 'Reads campaigns, reports, events and webhooks; changes nothing.',
};
