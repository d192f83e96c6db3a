import { Injectable } from '@nestjs/common';
import { FieldError, ProblemException } from '@app/http';
import { CampaignDto } from './dto/campaign.dto';
import { CampaignPageDto } from './dto/campaign-page.dto';
import { PutCampaignDto } from './dto/put-campaign.dto';
import { CampaignsRepository } from './campaigns.repository';

/** Campaign ids are chosen by the caller and appear in URLs and in events' campaignId. */
export const CAMPAIGN_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const DEFAULT_LIMIT = 50;

@Injectable()
export class CampaignsService {
  constructor(private readonly campaigns: CampaignsRepository) {}

  /** Creates or replaces the campaign; `created` tells which (201 or 200). */
  async put(
    workspaceId: string,
    id: string,
    body: PutCampaignDto,
    now = new Date(),
  ): Promise<{ campaign: CampaignDto; created: boolean }> {
    const errors: FieldError[] = [];
    if (!CAMPAIGN_ID.test(id)) {
      errors.push({
        field: 'campaignId',
        code: 'invalid_format',
        message:
          'The campaign id in the URL must be 1 to 128 letters, digits or . _ : - and start with a letter or digit.',
      });
    }
    const startsAt = new Date(body.startsAt);
    const endsAt = body.endsAt ? new Date(body.endsAt) : null;
    if (Number.isNaN(startsAt.getTime())) {
      errors.push({
        field: 'startsAt',
        code: 'invalid_format',
        message: 'startsAt is not a real date and time.',
      });
    }
    if (endsAt && Number.isNaN(endsAt.getTime())) {
      errors.push({
        field: 'endsAt',
        code: 'invalid_format',
        message: 'endsAt is not a real date and time.',
      });
    } else if (endsAt && endsAt <= startsAt) {
      errors.push({ field: 'endsAt', code: 'out_of_range', message: 'endsAt must be later than startsAt.' });
    }
    if (errors.length) throw ProblemException.validation(errors);

    const { row, created } = await this.campaigns.upsert({
      workspaceId,
      id,
      name: body.name,
      status: body.status,
      startsAt,
      endsAt,
      endedAt: body.status === 'ended' ? now : null,
      goals: body.goals,
      attributionWindowDays: body.attributionWindowDays ?? 0,
      countingMode: body.countingMode ?? 'every',
    });
    return { campaign: CampaignDto.from(row), created };
  }

  async get(workspaceId: string, id: string): Promise<CampaignDto> {
    const row = CAMPAIGN_ID.test(id) ? await this.campaigns.find(workspaceId, id) : null;
    if (!row) throw ProblemException.notFound(`Campaign ${id}`);
    return CampaignDto.from(row);
  }

  async list(workspaceId: string, limit = DEFAULT_LIMIT, cursor?: string): Promise<CampaignPageDto> {
    const after = cursor === undefined ? undefined : Buffer.from(cursor, 'base64url').toString('utf8');
    if (after !== undefined && !CAMPAIGN_ID.test(after)) {
      throw ProblemException.validation([
        {
          field: 'cursor',
          code: 'invalid_format',
          message: 'cursor must be a nextCursor value from a previous page, unchanged.',
        },
      ]);
    }
    const rows = await this.campaigns.list(workspaceId, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map((r) => CampaignDto.from(r)),
      nextCursor: rows.length > limit && last ? Buffer.from(last.id).toString('base64url') : null,
    };
  }
}
