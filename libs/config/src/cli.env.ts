import { BaseEnv } from './base.env';

/** The operator CLI needs only the shared variables. */
export class CliEnv extends BaseEnv {}
