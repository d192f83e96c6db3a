/** Stable codes of console-user failures; a transport maps them (the CLI to exit 1, HTTP to 404/409). */
export enum ConsoleUserErrorCode {
  WorkspaceNotFound = 'not_found',
  UserNotFound = 'user_not_found',
  AlreadyMember = 'already_member',
  UserExists = 'user_exists',
}

export class ConsoleUserException extends Error {
  constructor(
    readonly code: ConsoleUserErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleUserException';
  }
}
