/** Every permission an API key can carry, declared once in @app/contracts (docs/api.md#scopes). */
export { isScope, MEMBER_PERMISSIONS, SCOPES } from '@app/contracts';
export type { MemberPermission, Permission, Scope } from '@app/contracts';
