import { Provider } from '@nestjs/common';
import { ContactHasher } from './contact-hasher';
import { ConsumerErasure } from './consumer-erasure.service';
import { CONSUMER_PRIVACY, ConsumerPrivacySettings } from './consumer-privacy-settings';
import { ErasedContacts } from './erased-contacts';

/**
 * What a consumer service's module adds for erasure (docs/privacy.md#erasure): the contact hasher
 * under its PRIVACY_HASH_KEY, the tombstone check its write paths call (ErasedContacts), and the
 * erasure its `erasureCommands` controller calls (ConsumerErasure). The module provides
 * ERASURE_STEPS itself: what to delete is the service's own.
 */
export function consumerPrivacyProviders(settings: ConsumerPrivacySettings): Provider[] {
  return [
    { provide: CONSUMER_PRIVACY, useValue: settings },
    { provide: ContactHasher, useFactory: () => new ContactHasher(settings.hashKey) },
    ErasedContacts,
    ConsumerErasure,
  ];
}
