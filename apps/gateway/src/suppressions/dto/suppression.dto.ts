import { ApiProperty } from '@nestjs/swagger';
import { SuppressionRow } from '../suppressions.repository';
import { SUPPRESSION_EXAMPLE } from './suppression-examples';

/** One suppressed contact as the list shows it: by its keyed hash, never its contactId. */
export class SuppressionDto {
  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    example: SUPPRESSION_EXAMPLE.contactHash,
    description:
      "The keyed hash of the contact (HMAC-SHA-256 of the workspace and the contactId under the installation's PRIVACY_HASH_KEY, lower-case hex): the list never holds the contactId. Lift a suppression by its contactId (DELETE .../suppressions/{contactId}).",
  })
  contactHash!: string;

  @ApiProperty({
    enum: ['erasure', 'manual'],
    example: SUPPRESSION_EXAMPLE.reason,
    description:
      'manual: added with POST .../suppressions; erasure: added by an erasure request (erasureRequestId), and kept after it completed.',
  })
  reason!: 'erasure' | 'manual';

  @ApiProperty({ format: 'date-time', example: SUPPRESSION_EXAMPLE.createdAt })
  createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: SUPPRESSION_EXAMPLE.erasureRequestId,
    description: 'The erasure request that suppressed the contact; null for a manual suppression.',
  })
  erasureRequestId!: string | null;

  static from(row: SuppressionRow): SuppressionDto {
    return {
      contactHash: row.contactHash.toString('hex'),
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      erasureRequestId: row.erasureRequestId,
    };
  }
}
