import { ApiProperty } from '@nestjs/swagger';
import { GETTING_STARTED_STEPS } from '../getting-started';

export class GettingStartedStepDto {
  @ApiProperty({ enum: GETTING_STARTED_STEPS })
  id!: (typeof GETTING_STARTED_STEPS)[number];

  @ApiProperty({ example: 'Send your first event' })
  title!: string;

  @ApiProperty({ description: 'Ticked from the workspace’s own data.' })
  done!: boolean;
}

export class GettingStartedDto {
  @ApiProperty({ type: [GettingStartedStepDto] })
  steps!: GettingStartedStepDto[];
}
