import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConsumerService } from './erasure-request-view';
import { PRIVACY_SCHEMAS, PrivacySchemas } from './privacy-settings';

/** What one service recorded of an erasure request in its own `erasures` table. */
export interface ConsumerErasure {
  requestId: string;
  service: ConsumerService;
  removed: Record<string, number>;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * Reads each consumer service's record of erasure requests (`erasures` in the attribution, report
 * projection and webhook dispatcher schemas, docs/privacy.md#erasure): read-only, across schemas,
 * as the gateway reads those services' tables for reports and outcomes. One statement for the
 * three. SQL only.
 */
@Injectable()
export class ConsumerErasuresRepository {
  private readonly statement: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PRIVACY_SCHEMAS) schemas: PrivacySchemas,
  ) {
    const from = (service: ConsumerService) =>
      `SELECT request_id AS "requestId", '${service}' AS service, removed, started_at AS "startedAt",
              completed_at AS "completedAt"
         FROM "${schemas[service]}".erasures WHERE request_id = ANY($1::uuid[])`;
    this.statement = [from('attribution'), from('reportProjection'), from('webhookDispatcher')].join(
      '\nUNION ALL\n',
    );
  }

  /** The records of these requests (none for a service that has not started on one). */
  read(requestIds: string[]): Promise<ConsumerErasure[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    return this.db.query(this.statement, [requestIds]);
  }
}
