import { Module } from '@nestjs/common';
import { SessionCookieWriter } from './session-cookie.writer';
import { SessionController } from './session.controller';

/** The console's sign-in and session routes; the sessions themselves live in @app/auth. */
@Module({
  controllers: [SessionController],
  providers: [SessionCookieWriter],
  exports: [SessionCookieWriter],
})
export class ConsoleSessionsModule {}
