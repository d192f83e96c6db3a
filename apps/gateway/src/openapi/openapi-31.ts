/**
 * Turns the OpenAPI 3.0 style nullables @nestjs/swagger writes (`nullable: true`) into OpenAPI 3.1
 * (JSON Schema 2020-12), where `null` is a type of its own.
 *
 * Why by hand: @nestjs/swagger 11 stamps any version asked of it on the document but still writes
 * 3.0 keywords, and under 3.0 `nullable: true` beside an `allOf` reference (how it writes a
 * nullable nested DTO) does not let `null` through: the reference still fails it. In 3.1 a
 * nullable reference is `oneOf: [{ $ref }, { type: 'null' }]` and a nullable string is
 * `type: ['string', 'null']`, which validators and openapi-typescript read alike.
 */
export type SchemaNode = Record<string, unknown>;

/** Where a schema can hold other schemas; anything else (examples, descriptions) is left alone. */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];

/** Rewrites one schema (and the schemas inside it) in place. */
export function nullableTo31(schema: SchemaNode): void {
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isNode(map)) for (const value of Object.values(map)) if (isNode(value)) nullableTo31(value);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const value of list) if (isNode(value)) nullableTo31(value);
  }
  for (const key of SUBSCHEMAS) {
    const value = schema[key];
    if (isNode(value)) nullableTo31(value);
  }
  if (!('nullable' in schema)) return;
  const nullable = schema.nullable === true;
  delete schema.nullable;
  if (!nullable) return;

  const reference = schema.$ref ?? schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (reference !== undefined) {
    // A nested DTO: @nestjs/swagger writes { type: 'object', allOf: [{ $ref }] }; the type is
    // dropped, or it would refuse the null the second branch lets through.
    const alternatives = schema.oneOf ?? schema.anyOf;
    const branch: SchemaNode = schema.$ref
      ? { $ref: schema.$ref }
      : schema.allOf
        ? (schema.allOf as SchemaNode[]).length === 1
          ? (schema.allOf as SchemaNode[])[0]
          : { allOf: schema.allOf }
        : { anyOf: alternatives };
    for (const key of ['$ref', 'allOf', 'oneOf', 'anyOf', 'type']) delete schema[key];
    schema.oneOf = [branch, { type: 'null' }];
    return;
  }
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type) && !schema.type.includes('null'))
    schema.type = [...schema.type, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
}

/** Every schema of the document: the components', and those inline in parameters, bodies and answers. */
export function documentSchemas(document: {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, unknown>;
}): SchemaNode[] {
  const found: SchemaNode[] = [];
  for (const schema of Object.values(document.components?.schemas ?? {}))
    if (isNode(schema)) found.push(schema);
  for (const methods of Object.values(document.paths ?? {})) {
    if (!isNode(methods)) continue;
    for (const operation of Object.values(methods)) {
      if (!isNode(operation)) continue;
      for (const parameter of (operation.parameters as SchemaNode[] | undefined) ?? [])
        if (isNode(parameter.schema)) found.push(parameter.schema);
      found.push(...mediaSchemas(operation.requestBody));
      for (const response of Object.values((operation.responses as SchemaNode | undefined) ?? {}))
        found.push(...mediaSchemas(response));
    }
  }
  return found;
}

function mediaSchemas(holder: unknown): SchemaNode[] {
  if (!isNode(holder) || !isNode(holder.content)) return [];
  return Object.values(holder.content)
    .map((media) => (isNode(media) ? media.schema : undefined))
    .filter(isNode);
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
