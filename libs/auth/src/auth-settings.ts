export interface AuthSettings {
  cacheTtlMs: number;
  lastUsedFlushMs: number;
}

export const AUTH_SETTINGS = Symbol('AUTH_SETTINGS');
