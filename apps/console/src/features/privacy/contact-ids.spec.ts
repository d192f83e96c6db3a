// The contactIds privacy forms send: one per line, by the event's contactId rule, 1 to 1,000.
import { describe, expect, it } from '@jest/globals';
import { contactIdProblem, contactsWord, parseContactIds, pathContactIdProblem } from './contact-ids';

describe('parseContactIds', () => {
  it('takes one per line, drops empty lines and spaces around each, counts a repeat once', () => {
    expect(parseContactIds('contact_42\n\n  contact_77 \r\ncontact_42\n')).toEqual({
      contactIds: ['contact_42', 'contact_77'],
    });
  });

  it('keeps spaces inside a contactId and any printable character', () => {
    expect(parseContactIds('ana maria\nkunde-ü-😀').contactIds).toEqual(['ana maria', 'kunde-ü-😀']);
  });

  it('asks for one when there is none', () => {
    expect(parseContactIds(' \n\n').problem).toBe('Enter at least one contactId, one per line.');
  });

  it('names the line of a contactId that is too long or holds a control character', () => {
    expect(parseContactIds(`ok\n${'x'.repeat(129)}`).problem).toBe(
      'Line 2 is 129 characters long: a contactId has at most 128.',
    );
    expect(parseContactIds('a\tb').problem).toMatch(/^Line 1 contains a control character/);
  });

  it('counts characters as the API does: an emoji is one', () => {
    expect(parseContactIds('😀'.repeat(128)).problem).toBeUndefined();
  });

  it('refuses more than 1,000 different ones, and allows 1,000 with repeats', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    expect(parseContactIds(many.join('\n')).problem).toBe(
      'That is 1,001 different contactIds: at most 1,000 per request. Split them into several requests.',
    );
    const repeated = [...many.slice(0, 1000), 'c0', 'c1'];
    expect(parseContactIds(repeated.join('\n')).contactIds).toHaveLength(1000);
  });
});

describe('contactIdProblem', () => {
  it('accepts a contactId and says what is wrong with others', () => {
    expect(contactIdProblem('contact_42')).toBeUndefined();
    expect(contactIdProblem('')).toBe('The contactId is empty: enter a contactId as your events send it.');
    expect(contactIdProblem('x'.repeat(200))).toBe(
      'The contactId is 200 characters long: a contactId has at most 128.',
    );
  });
});

describe('pathContactIdProblem', () => {
  it('refuses what an address cannot carry as one step', () => {
    expect(pathContactIdProblem('contact/42')).toBeUndefined();
    expect(pathContactIdProblem('..')).toMatch(/cannot be named in an address/);
    expect(pathContactIdProblem('.')).toMatch(/cannot be named in an address/);
    expect(pathContactIdProblem('')).toMatch(/is empty/);
  });
});

describe('contactsWord', () => {
  it('says one or many', () => {
    expect(contactsWord(1)).toBe('1 contact');
    expect(contactsWord(1000)).toBe('1,000 contacts');
  });
});
