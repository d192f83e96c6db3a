import { documentSchemas, nullableTo31 } from './openapi-31';

describe('nullableTo31', () => {
  it('makes null a type of a nullable scalar, and a value of its enum', () => {
    const schema = {
      type: 'object',
      properties: {
        currency: { type: 'string', nullable: true, example: 'EUR' },
        reason: { type: 'string', nullable: true, enum: ['duplicate', 'validation_failed'] },
        count: { type: 'number', nullable: false },
      },
    };
    nullableTo31(schema);
    expect(schema.properties).toEqual({
      currency: { type: ['string', 'null'], example: 'EUR' },
      reason: { type: ['string', 'null'], enum: ['duplicate', 'validation_failed', null] },
      count: { type: 'number' },
    });
  });

  it('turns a nullable reference (as @nestjs/swagger writes it) into oneOf the reference and null', () => {
    const schema = {
      type: 'object',
      properties: {
        latest: {
          nullable: true,
          description: 'null until the campaign receives an event.',
          type: 'object',
          allOf: [{ $ref: '#/components/schemas/PanelSubmissionDto' }],
        },
        list: { type: 'array', items: { nullable: true, $ref: '#/components/schemas/PanelOriginalDto' } },
      },
    };
    nullableTo31(schema);
    expect(schema.properties).toEqual({
      latest: {
        description: 'null until the campaign receives an event.',
        oneOf: [{ $ref: '#/components/schemas/PanelSubmissionDto' }, { type: 'null' }],
      },
      list: {
        type: 'array',
        items: { oneOf: [{ $ref: '#/components/schemas/PanelOriginalDto' }, { type: 'null' }] },
      },
    });
  });

  it('leaves examples alone, even one with a nullable field of its own', () => {
    const schema = { type: 'object', example: { nullable: true }, properties: {} };
    nullableTo31(schema);
    expect(schema.example).toEqual({ nullable: true });
  });
});

describe('documentSchemas', () => {
  it('finds the components and the schemas inline in parameters, bodies and answers', () => {
    const component = { type: 'object' };
    const parameter = { type: 'string' };
    const body = { type: 'object' };
    const answer = { type: 'string' };
    const found = documentSchemas({
      components: { schemas: { Thing: component } },
      paths: {
        '/v1/things': {
          post: {
            parameters: [{ name: 'q', in: 'query', schema: parameter }],
            requestBody: { content: { 'application/json': { schema: body } } },
            responses: { '200': { content: { 'text/plain': { schema: answer } } }, '204': {} },
          },
        },
      },
    });
    expect(found).toEqual([component, parameter, body, answer]);
    expect(found[0]).toBe(component);
  });
});
