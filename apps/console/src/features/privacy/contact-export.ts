// A contact's data export (docs/api.md#a-contacts-data) as the page offers it: a JSON file to
// download, named after the contact and the day it was read, and a short summary of what is in it.
import type { components } from '@/api/schema';

export type ContactData = components['schemas']['ContactDataDto'];

/** The file's text: the API's document as it came, indented for a reader. */
export function exportText(data: ContactData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * "contact-data-contact_42-2026-11-22.json": the contactId kept to characters every file system
 * takes (others become "_", at most 64 of them; after the prefix, dots cannot make a hidden file
 * or a path), and the UTC day of the export.
 */
export function exportFileName(data: Pick<ContactData, 'contactId' | 'generatedAt'>): string {
  const safe = [...data.contactId]
    .map((char) => (/^[A-Za-z0-9._-]$/.test(char) ? char : '_'))
    .join('')
    .slice(0, 64);
  return `contact-data-${safe}-${data.generatedAt.slice(0, 10)}.json`;
}

export interface ExportSummary {
  events: number;
  adjustments: number;
  webhookMessages: number;
  suppressed: boolean;
  /** The lists the API cut at its bound (their newest entries are in the file). */
  truncated: ('events' | 'adjustments' | 'webhook messages')[];
}

export function exportSummary(data: ContactData): ExportSummary {
  const truncated: ExportSummary['truncated'] = [];
  if (data.truncated.events) truncated.push('events');
  if (data.truncated.adjustments) truncated.push('adjustments');
  if (data.truncated.webhookMessages) truncated.push('webhook messages');
  return {
    events: data.events.length,
    adjustments: data.adjustments.length,
    webhookMessages: data.webhookMessages.length,
    suppressed: data.suppressed,
    truncated,
  };
}
