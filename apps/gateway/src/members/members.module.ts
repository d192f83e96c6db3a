import { Module } from '@nestjs/common';
import { ConsoleSessionsModule } from '../console-sessions/console-sessions.module';
import { InvitationAcceptanceController } from './invitation-acceptance.controller';
import { InvitationsController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { MembersController } from './members.controller';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

/** Workspace members and invitations (docs/console.md: owners manage members). */
@Module({
  imports: [ConsoleSessionsModule],
  controllers: [MembersController, InvitationsController, InvitationAcceptanceController],
  providers: [MembersRepository, MembersService, InvitationsRepository, InvitationsService],
})
export class MembersModule {}
