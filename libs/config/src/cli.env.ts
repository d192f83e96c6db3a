import { IsEmail } from 'class-validator';
import { BaseEnv } from './base.env';
import { ConsoleBaseUrlVar, DEFAULT_CONSOLE_BASE_URL } from './console-vars';

/** The operator CLI: the shared variables, and where the console is for the links it prints. */
export class CliEnv extends BaseEnv {
  /** The console's public origin, for the one-time set-password links. */
  @ConsoleBaseUrlVar()
  CONSOLE_BASE_URL = DEFAULT_CONSOLE_BASE_URL;

  /** Who becomes the first console owner when bootstrap finds no console user. */
  @IsEmail({}, { message: 'must be an email address, such as owner@example.com' })
  CONSOLE_OWNER_EMAIL = 'owner@example.com';
}
