import { Matches } from 'class-validator';
import { BaseEnv } from './base.env';

/** The operator CLI: the shared variables, and where the console is for the links it prints. */
export class CliEnv extends BaseEnv {
  /**
   * The console's public origin (and path prefix, if any), used in the one-time set-password links
   * that user:create and user:reset-password print. No trailing slash: paths are appended.
   */
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*[^\s/?#])?$/, {
    message:
      'must be an http:// or https:// URL without a trailing slash, query or fragment, such as https://console.example.com',
  })
  CONSOLE_BASE_URL = 'http://127.0.0.1:3000';
}
