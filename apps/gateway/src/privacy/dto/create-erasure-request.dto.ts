import { ERASURE_MAX_CONTACTS } from '@app/contracts';
import { ContactIdsField } from '../../contacts/contact-ids-field';

/** POST .../erasure-requests: the contacts to erase. */
export class CreateErasureRequestDto {
  @ContactIdsField({ purpose: 'erase', max: ERASURE_MAX_CONTACTS, example: ['contact_42', 'contact_77'] })
  contactIds!: unknown[];
}
