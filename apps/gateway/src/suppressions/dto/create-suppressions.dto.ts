import { ContactIdsField } from '../../contacts/contact-ids-field';
import { SUPPRESSION_EXAMPLE_CONTACT_IDS } from './suppression-examples';

/** Contacts one POST may suppress: as many as an erasure request or an events batch names. */
export const SUPPRESSIONS_MAX_CONTACTS = 1000;

/** POST .../suppressions: the contacts to suppress. */
export class CreateSuppressionsDto {
  @ContactIdsField({
    purpose: 'suppress',
    max: SUPPRESSIONS_MAX_CONTACTS,
    example: SUPPRESSION_EXAMPLE_CONTACT_IDS,
  })
  contactIds!: unknown[];
}
