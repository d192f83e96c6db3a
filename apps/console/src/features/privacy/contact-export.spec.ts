// The export's file name and summary (docs/api.md#a-contacts-data).
import { describe, expect, it } from '@jest/globals';
import { exportFileName, exportSummary, exportText, type ContactData } from './contact-export';

const data: ContactData = {
  contactId: 'contact_42',
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  generatedAt: '2026-11-22T10:05:00.000Z',
  events: [],
  adjustments: [],
  webhookMessages: [],
  suppressed: true,
  truncated: { events: false, adjustments: false, webhookMessages: false },
};

describe('exportFileName', () => {
  it('names the contact and the day', () => {
    expect(exportFileName(data)).toBe('contact-data-contact_42-2026-11-22.json');
  });

  it('keeps only characters every file system takes, and at most 64', () => {
    expect(exportFileName({ ...data, contactId: '../a/b c:ü' })).toBe(
      'contact-data-.._a_b_c__-2026-11-22.json',
    );
    expect(exportFileName({ ...data, contactId: 'x'.repeat(128) })).toBe(
      `contact-data-${'x'.repeat(64)}-2026-11-22.json`,
    );
  });
});

describe('exportSummary', () => {
  it('counts each list and names the ones cut at the bound', () => {
    const summary = exportSummary({
      ...data,
      events: [{} as ContactData['events'][number], {} as ContactData['events'][number]],
      truncated: { events: true, adjustments: false, webhookMessages: true },
    });
    expect(summary).toEqual({
      events: 2,
      adjustments: 0,
      webhookMessages: 0,
      suppressed: true,
      truncated: ['events', 'webhook messages'],
    });
  });
});

describe('exportText', () => {
  it('is the document as it came, as JSON', () => {
    expect(JSON.parse(exportText(data))).toEqual(data);
  });
});
