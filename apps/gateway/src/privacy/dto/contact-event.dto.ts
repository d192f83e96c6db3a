import { ApiProperty } from '@nestjs/swagger';
import { ContactEventRow } from '../contact-data.repository';
import { ContactEventAttributionDto } from './contact-event-attribution.dto';

/** One of the contact's events as the gateway recorded it, with attribution's decision about it. */
export class ContactEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'order-10023' }) externalId!: string;
  @ApiProperty({ example: 'order_paid' }) name!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ example: 'contact_42' }) contactId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'spring-sale' }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true, pattern: '^[0-9]{1,19}$', example: '4999' }) valueMinor!:
    string | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR' }) currency!: string | null;
  @ApiProperty({ description: 'Sent with a test key (docs/api.md#test-mode).' }) test!: boolean;
  @ApiProperty({
    type: ContactEventAttributionDto,
    nullable: true,
    description: "The attribution service's decision; null until it has decided.",
  })
  attribution!: ContactEventAttributionDto | null;

  static from(row: ContactEventRow): ContactEventDto {
    return Object.assign(new ContactEventDto(), {
      id: row.id,
      externalId: row.externalId,
      name: row.name,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
      contactId: row.contactId,
      campaignId: row.campaignId,
      valueMinor: row.valueMinor,
      currency: row.currency,
      test: row.test,
      attribution:
        row.counted === null
          ? null
          : {
              counted: row.counted,
              reason: row.reason!,
              message: row.message!,
              decidedAt: row.decidedAt!.toISOString(),
              netValueMinor: row.counted ? (row.netValueMinor ?? row.valueMinor) : null,
              retractedAt: row.retractedAt?.toISOString() ?? null,
            },
    });
  }
}
