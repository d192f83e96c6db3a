import { Injectable } from '@nestjs/common';
import { v5 as uuidv5 } from 'uuid';
import {
  CONTACT_ERASED_SCHEMA_VERSION,
  CONTACT_ERASED_TYPE,
  ContactErasedV1,
  ERASURE_COMMAND_SCHEMA_VERSION,
  ERASURE_COMMAND_TYPE,
  ErasureCommandV1,
  MESSAGE_HEADERS,
  contactErasedKey,
  erasureCommandKey,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';
import { requestTraceparent } from '@app/observability';

/**
 * The namespace of contact.erased notices' event ids (UUIDv5 of `${erasureId}:${contactId}`): the
 * same notice gets the same id each time it is published, so receivers deduplicate a re-publish.
 */
const CONTACT_ERASED_NAMESPACE = 'f3b8c1d2-7a4e-4f60-9b1d-2c5e8a7f6d30';

/** Notices per produce request: one request stays well under Kafka's default message batch size. */
const NOTICES_PER_SEND = 500;

/** The event-id header of a contact.erased notice: stable for (erasureId, contactId). */
export function contactErasedEventId(erasureId: string, contactId: string): string {
  return uuidv5(`${erasureId}:${contactId}`, CONTACT_ERASED_NAMESPACE);
}

/**
 * What the erasure coordinator publishes (docs/kafka-contracts.md): the command every service
 * holding a copy of the contacts' data acts on (conversions.erasure-commands.v1), and, once all of
 * them have erased, one `contact.erased` notice per contact (conversions.erasures.v1). Both may be
 * published again (after a crash, or while a service has not recorded the command); each carries
 * an id that stays the same, so consumers do the work once. Each publish starts a trace of its own:
 * it is background work, with no request to continue.
 */
@Injectable()
export class ErasureMessagesPublisher {
  constructor(private readonly producer: TypedProducer) {}

  async command(command: ErasureCommandV1): Promise<void> {
    await this.producer.send('erasureCommands', [
      {
        key: erasureCommandKey(command),
        value: command,
        headers: {
          [MESSAGE_HEADERS.eventId]: command.requestId,
          [MESSAGE_HEADERS.type]: ERASURE_COMMAND_TYPE,
          [MESSAGE_HEADERS.schemaVersion]: String(ERASURE_COMMAND_SCHEMA_VERSION),
          [MESSAGE_HEADERS.traceparent]: requestTraceparent(undefined),
        },
      },
    ]);
  }

  async contactsErased(notices: ContactErasedV1[]): Promise<void> {
    const traceparent = requestTraceparent(undefined);
    for (let i = 0; i < notices.length; i += NOTICES_PER_SEND) {
      await this.producer.send(
        'erasures',
        notices.slice(i, i + NOTICES_PER_SEND).map((notice) => ({
          key: contactErasedKey(notice),
          value: notice,
          headers: {
            [MESSAGE_HEADERS.eventId]: contactErasedEventId(notice.erasureId, notice.contactId),
            [MESSAGE_HEADERS.type]: CONTACT_ERASED_TYPE,
            [MESSAGE_HEADERS.schemaVersion]: String(CONTACT_ERASED_SCHEMA_VERSION),
            [MESSAGE_HEADERS.traceparent]: traceparent,
          },
        })),
      );
    }
  }
}
