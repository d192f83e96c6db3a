import 'reflect-metadata';
import { CreateEventDto } from './dto/create-event.dto';
import { EventBodyField } from '@app/contracts';
import { EVENT_FIELDS, eventShapeErrors } from './event-body.schema';

const valid = () => ({
  name: 'order_paid',
  occurredAt: '2026-11-21T14:03:00+01:00',
  contactId: 'contact_42',
  campaignId: 'spring-sale',
  valueMinor: 4999,
  currency: 'EUR',
  externalId: 'order-10023',
});

const codes = (body: Record<string, unknown>) => eventShapeErrors(body).map((e) => `${e.field}:${e.code}`);

describe('eventShapeErrors', () => {
  it('passes a valid event, and optional fields absent or null', () => {
    expect(eventShapeErrors(valid())).toEqual([]);
    const { campaignId: _c, valueMinor: _v, currency: _cur, ...required } = valid();
    expect(eventShapeErrors(required)).toEqual([]);
    expect(eventShapeErrors({ ...valid(), campaignId: null, valueMinor: null, currency: null })).toEqual([]);
    expect(eventShapeErrors({ ...valid(), valueMinor: '9223372036854775807' })).toEqual([]);
  });

  it.each([
    [{ name: undefined }, 'name:required'],
    [{ name: null }, 'name:required'],
    [{ name: 42 }, 'name:invalid_type'],
    [{ name: '' }, 'name:invalid_length'],
    [{ name: 'n'.repeat(101) }, 'name:invalid_length'],
    [{ name: 'order\u0007paid' }, 'name:invalid_format'],
    [{ occurredAt: 1732200000 }, 'occurredAt:invalid_type'],
    [{ occurredAt: '2026-11-21T14:03:00' }, 'occurredAt:invalid_format'],
    [{ contactId: { id: 1 } }, 'contactId:invalid_type'],
    [{ campaignId: '' }, 'campaignId:invalid_length'],
    [{ campaignId: 7 }, 'campaignId:invalid_type'],
    [{ valueMinor: 49.99 }, 'valueMinor:invalid_value'],
    [{ valueMinor: -1 }, 'valueMinor:invalid_value'],
    [{ valueMinor: 2 ** 53 }, 'valueMinor:invalid_value'],
    [{ valueMinor: '9223372036854775808' }, 'valueMinor:invalid_value'],
    [{ valueMinor: 'ten' }, 'valueMinor:invalid_value'],
    [{ valueMinor: true }, 'valueMinor:invalid_value'],
    [{ currency: 'eur' }, 'currency:invalid_value'],
    [{ currency: 3 }, 'currency:invalid_value'],
    [{ externalId: 'x'.repeat(201) }, 'externalId:invalid_length'],
    [{ occured_at: 'x' }, 'occured_at:unknown_field'],
  ])('%j: %s', (change, expected) => {
    expect(codes({ ...valid(), ...change })).toEqual([expected]);
  });

  it.each([
    [49.99, /no decimal point: send 4999 for 49\.99/],
    ['49.99', /no decimal point: send 4999 for 49\.99/],
    ['49,99', /no decimal point/],
    [-1, /must not be negative/],
    ['-5', /must not be negative/],
    [2 ** 53, /JSON numbers lose digits: send it as a string of digits/],
    ['9223372036854775808', /at most 9223372036854775807/],
    ['ten', /a string of digits only beyond 9007199254740991/],
    [true, /whole, non-negative number of minor units/],
  ])('says what is wrong with valueMinor %j', (valueMinor, message) => {
    const [error] = eventShapeErrors({ ...valid(), valueMinor });
    expect(error).toMatchObject({
      field: 'valueMinor',
      code: 'invalid_value',
      message: expect.stringMatching(message),
    });
    // Never the advice to send a string to someone who sent one.
    if (typeof valueMinor === 'string') expect(error.message).not.toMatch(/send it as a string/);
  });

  it('names every broken field at once, one error each, with a message that says how to fix it', () => {
    const errors = eventShapeErrors({
      name: '',
      occurredAt: 'soon',
      valueMinor: 1.5,
      currency: 'eur',
      extra: true,
    });
    expect(errors.map((e) => e.field).sort()).toEqual([
      'contactId',
      'currency',
      'externalId',
      'extra',
      'name',
      'occurredAt',
      'valueMinor',
    ]);
    expect(errors.find((e) => e.field === 'extra')?.message).toBe(
      '"extra" is not a known field: remove it or check its spelling (accepted fields: campaignId, contactId, currency, externalId, name, occurredAt, valueMinor).',
    );
    for (const error of errors) expect(error.message).toMatch(new RegExp(error.field));
  });

  it('a big body with many unknown fields is answered, each one named', () => {
    const extra = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i]));
    expect(eventShapeErrors({ ...valid(), ...extra })).toHaveLength(50);
  });
});

describe('the OpenAPI shape (CreateEventDto) and the rules agree', () => {
  type Documented = { required?: boolean; minLength?: number; maxLength?: number };
  const documented = (field: string): Documented | undefined =>
    Reflect.getMetadata('swagger/apiModelProperties', CreateEventDto.prototype, field);
  const documentedFields = (
    Reflect.getMetadata('swagger/apiModelPropertiesArray', CreateEventDto.prototype) as string[]
  ).map((f) => f.replace(/^:/, ''));

  it('documents exactly the fields the rules accept', () => {
    expect(documentedFields.sort()).toEqual(Object.keys(EVENT_FIELDS).sort());
  });

  it.each(Object.keys(EVENT_FIELDS) as EventBodyField[])(
    '%s: the same required flag and lengths',
    (field) => {
      const doc = documented(field) as Documented;
      const rule = EVENT_FIELDS[field];
      expect(doc.required !== false).toBe(rule.required);
      expect(doc.minLength).toBe(rule.schema.minLength);
      expect(doc.maxLength).toBe(rule.schema.maxLength);
    },
  );
});
