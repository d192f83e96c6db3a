import { Injectable, Logger } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { ProblemException } from '@app/http';
import { ContactHasher } from '@app/privacy';
import { distinctContactIds } from '../contacts/contact-id-rules';
import { pageOfRows, resumePosition } from '../paging/cursor-paging';
import { ConsumerErasure, ConsumerErasuresRepository } from './consumer-erasures.repository';
import { ErasureRequestView, ServiceProgress } from './erasure-request-view';
import { ErasureMetrics } from './erasure-metrics';
import { ErasureRequestRow, ErasureRequestsRepository } from './erasure-requests.repository';
import { decodeErasureCursor, encodeErasureCursor } from './erasure-request-cursor';

const DEFAULT_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requestNotFound(id: string): ProblemException {
  return ProblemException.notFound(`Erasure request ${id}`);
}

/**
 * The erasure requests API (docs/api.md#erasure-requests): accepting a request suppresses its
 * contacts at once and queues it for the coordinator; reading one shows each service's progress,
 * from the gateway's row and the services' own records. A request's contactIds are never shown.
 */
@Injectable()
export class ErasureRequestsService {
  private readonly logger = new Logger(ErasureRequestsService.name);

  constructor(
    private readonly requests: ErasureRequestsRepository,
    private readonly consumers: ConsumerErasuresRepository,
    private readonly hasher: ContactHasher,
    private readonly metrics: ErasureMetrics,
  ) {}

  async create(workspaceId: string, values: unknown[], requestedBy: string): Promise<ErasureRequestView> {
    const checked = distinctContactIds(values);
    if ('errors' in checked) throw ProblemException.validation(checked.errors);
    const { contactIds } = checked;
    const row = await this.requests.create({
      id: uuidv7(),
      workspaceId,
      contactIds,
      contactHashes: contactIds.map((contactId) => this.hasher.hex(workspaceId, contactId)),
      requestedBy,
    });
    this.metrics.requests.inc({ status: 'pending' });
    this.logger.log(`erasure request ${row.id} accepted: ${contactIds.length} contact(s) suppressed`);
    return viewOf(row, []);
  }

  async get(workspaceId: string, id: string): Promise<ErasureRequestView> {
    const row = UUID.test(id) ? await this.requests.find(workspaceId, id) : null;
    if (!row) throw requestNotFound(id);
    return viewOf(row, await this.consumers.read([row.id]));
  }

  async list(
    workspaceId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<{ data: ErasureRequestView[]; nextCursor: string | null }> {
    const after = resumePosition(query.cursor, decodeErasureCursor);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.requests.list(workspaceId, after, limit + 1);
    const { page, nextCursor } = pageOfRows(rows, limit, (last) => encodeErasureCursor(last.id));
    const records = await this.consumers.read(page.map((r) => r.id));
    return { data: page.map((row) => viewOf(row, records)), nextCursor };
  }
}

/** The request as the API shows it, with each service's progress. */
function viewOf(row: ErasureRequestRow, records: ConsumerErasure[]): ErasureRequestView {
  const consumer = (service: ConsumerErasure['service']): ServiceProgress => {
    const record = records.find((r) => r.requestId === row.id && r.service === service);
    return {
      status: !record ? 'pending' : record.completedAt ? 'completed' : 'running',
      removed: record?.removed ?? {},
      completedAt: record?.completedAt?.toISOString() ?? null,
    };
  };
  return {
    id: row.id,
    status: row.status,
    contactCount: row.contactCount,
    requestedAt: row.requestedAt,
    completedAt: row.completedAt,
    services: {
      gateway: {
        status: row.gatewayErasedAt ? 'completed' : row.startedAt ? 'running' : 'pending',
        removed: row.removed,
        completedAt: row.gatewayErasedAt?.toISOString() ?? null,
      },
      attribution: consumer('attribution'),
      reportProjection: consumer('reportProjection'),
      webhookDispatcher: consumer('webhookDispatcher'),
    },
    error: row.error,
  };
}
