import { Scope } from './scopes';

/** Who is calling: the authenticated key, its workspace and what it may do. */
export interface Principal {
  keyId: string;
  workspaceId: string;
  scopes: ReadonlySet<Scope>;
}
