// The checks and the body shared by the create and the settings forms of a webhook endpoint.
import { describe, expect, it } from '@jest/globals';
import { endpointProblems, toEndpointBody } from './endpoint-values';

describe('endpointProblems', () => {
  it('finds nothing in a valid endpoint', () => {
    expect(
      endpointProblems({
        url: 'https://shop.example.com/hooks',
        description: '',
        eventTypes: [],
        includeTestEvents: false,
      }),
    ).toEqual({});
  });

  it('names the URL and a description over 500 characters', () => {
    expect(
      endpointProblems({ url: '', description: 'x'.repeat(501), eventTypes: [], includeTestEvents: false }),
    ).toEqual({
      url: 'Enter the URL deliveries go to.',
      description: 'Use at most 500 characters.',
    });
  });
});

describe('toEndpointBody', () => {
  it('trims the URL and keeps the rest as entered', () => {
    expect(
      toEndpointBody({
        url: ' https://shop.example.com/hooks ',
        description: ' Shop ',
        eventTypes: [],
        includeTestEvents: false,
      }),
    ).toEqual({
      url: 'https://shop.example.com/hooks',
      description: ' Shop ',
      eventTypes: [],
      includeTestEvents: false,
    });
  });
});
