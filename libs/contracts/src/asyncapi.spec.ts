import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from '@asyncapi/parser';
import Ajv, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import {
  ASYNCAPI_DOCUMENT_PATH,
  asyncApiDocument,
  deadLetterExamples,
  Json,
  JsonObject,
  TOPIC_SCHEMAS_DIR,
  topicExamples,
  topicSchemaFiles,
} from './asyncapi';
import { TOPIC_SCHEMAS } from './topic-payloads';
import { TOPICS } from './topics';

/**
 * The published contract of the topics (docs/asyncapi.yaml, libs/contracts/schemas/) is what
 * asyncapi.ts makes of the contracts today, its examples are valid, and the document is valid
 * AsyncAPI. The committed files are compared by content (parsed), not byte for byte: their
 * formatting is Prettier's, which `npm run lint` checks (prettier --check .).
 */
const ROOT = join(__dirname, '../../..');
const RUN = 'Run `npm run asyncapi` and commit the files.';

/**
 * A validator as the consumers' batch transport makes them (libs/kafka/src/transport/
 * kafka-batch.transport.ts), each in an Ajv of its own: several schemas here share an $id.
 */
function compile(schema: object): ValidateFunction {
  return addFormats(new Ajv({ strict: true }), { mode: 'fast' }).compile(schema);
}

function committed(path: string): string | null {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return null;
  }
}

/** Where two JSON values first differ (key order included), or null when they are the same. */
function firstDifference(actual: Json | undefined, expected: Json | undefined, path = ''): string | null {
  const at = path || '(root)';
  if ((actual as unknown) instanceof Date)
    return `${at}: read as a date, should be the string ${JSON.stringify(expected)} (quoted)`;
  if (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null)
    return actual === expected
      ? null
      : `${at}: ${JSON.stringify(actual)} should be ${JSON.stringify(expected)}`;
  if (Array.isArray(actual) !== Array.isArray(expected)) return `${at}: not the same kind of value`;
  const a = actual as Record<string, Json>;
  const e = expected as Record<string, Json>;
  const keys = Object.keys(e);
  if (Object.keys(a).join('\n') !== keys.join('\n'))
    return `${at}: has keys [${Object.keys(a).join(', ')}], should have [${keys.join(', ')}]`;
  for (const key of keys) {
    const found = firstDifference(a[key], e[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function expectCommitted(path: string, parse: (text: string) => Json, expected: Json): void {
  const text = committed(path);
  if (text === null) throw new Error(`${path} is missing. ${RUN}`);
  const difference = firstDifference(parse(text), expected);
  if (difference)
    throw new Error(
      `${path} is stale: it differs from what libs/contracts/src makes (at ${difference}). ${RUN}`,
    );
}

describe('the published contract of the topics', () => {
  it(`${ASYNCAPI_DOCUMENT_PATH} is what npm run asyncapi makes`, () => {
    // Read as YAML 1.1, as js-yaml (@asyncapi/parser's), PyYAML or SnakeYAML read it: a time left
    // unquoted would be a date there, and differ here.
    expectCommitted(
      ASYNCAPI_DOCUMENT_PATH,
      (text) => parseYaml(text, { version: '1.1' }) as Json,
      asyncApiDocument(),
    );
  });

  it(`${TOPIC_SCHEMAS_DIR}/ holds each topic's payload schema, as npm run asyncapi makes it, and nothing else`, () => {
    const files = topicSchemaFiles();
    for (const { path, schema } of files) expectCommitted(path, (text) => JSON.parse(text) as Json, schema);
    const present = readdirSync(join(ROOT, TOPIC_SCHEMAS_DIR)).map((name) => `${TOPIC_SCHEMAS_DIR}/${name}`);
    const extra = present.filter((path) => !files.some((file) => file.path === path));
    if (extra.length > 0) throw new Error(`${extra.join(', ')} belong to no topic. ${RUN}`);
  });

  it("each schema file is its topic's TOPIC_SCHEMAS schema, with the topic's own $id and a note", () => {
    const ids = new Set<string>();
    for (const { topic, schema } of topicSchemaFiles()) {
      const { $id, $comment, ...rest } = schema;
      const { $id: sourceId, ...source } = TOPIC_SCHEMAS[topic] as JsonObject;
      expect(rest).toEqual(source);
      expect($id).toBe(`https://docs.conversion-platform.dev/schemas/${TOPICS[topic].name}.json`);
      expect(typeof $comment).toBe('string');
      // Only a schema two topics share (attribution decisions, conversions) gets a new $id.
      if ($id !== sourceId)
        expect(Object.values(TOPIC_SCHEMAS).filter((s) => s === TOPIC_SCHEMAS[topic])).toHaveLength(2);
      ids.add($id as string);
    }
    expect(ids.size).toBe(topicSchemaFiles().length);
  });

  const document = asyncApiDocument();
  const components = document.components as { messages: Record<string, JsonObject> };

  it.each(topicExamples())('the example of $topic is valid: payload, headers and key', (example) => {
    const file = topicSchemaFiles().find((f) => f.topic === example.topic);
    const validPayload = compile(file!.schema);
    expect([validPayload(example.payload), validPayload.errors]).toEqual([true, null]);
    const message = components.messages[example.topic];
    const validHeaders = compile(message.headers as JsonObject);
    expect([validHeaders(example.headers), validHeaders.errors]).toEqual([true, null]);
    expect((message.examples as JsonObject[])[0].headers).toEqual(example.headers);
    expect((message.examples as JsonObject[])[0].payload).toEqual(example.payload);
    const key = (message.bindings as { kafka: { key: { examples: string[] } } }).kafka.key;
    expect(key.examples).toEqual([example.key]);
  });

  it.each(deadLetterExamples())(
    "the example of $topic is what the consumer's transport dead-letters, with its error",
    ({ topic, source, payload, error }) => {
      const validate = compile(TOPIC_SCHEMAS[source]);
      const message = components.messages[topic];
      const [example] = message.examples as { headers: Record<string, string> }[];
      expect(example.headers['dlq-error']).toBe(error);
      expect(compile(message.headers as JsonObject)(example.headers)).toBe(true);
      if (!error.startsWith('not a valid ')) {
        expect(validate(payload)).toBe(true);
        return;
      }
      // As readMessage() in libs/kafka/src/transport/kafka-batch.transport.ts words it.
      expect(validate(payload)).toBe(false);
      const title = (TOPIC_SCHEMAS[source] as { title: string }).title;
      const why = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      expect(`not a valid ${title}: ${why}`).toBe(error);
    },
  );

  it(`${ASYNCAPI_DOCUMENT_PATH} is valid AsyncAPI: @asyncapi/parser reports no error`, async () => {
    const path = join(ROOT, ASYNCAPI_DOCUMENT_PATH);
    const { document: parsed, diagnostics } = await new Parser().parse(readFileSync(path, 'utf8'), {
      source: path,
    });
    // Severity 0 is an error (Spectral's DiagnosticSeverity); warnings and hints do not fail.
    const errors = diagnostics
      .filter((d) => d.severity === 0)
      .map((d) => `${d.path.join('.') || '(root)'}: ${d.message} (${d.code})`);
    expect(errors).toEqual([]);
    // What a tool reading the document sees: every topic, and each example as generated.
    expect(
      parsed
        ?.channels()
        .all()
        .map((c) => c.address()),
    ).toEqual(Object.values(document.channels as Record<string, { address: string }>).map((c) => c.address));
    for (const message of parsed?.components().messages().all() ?? [])
      expect({ [message.id()]: message.examples().all()[0]?.payload() }).toEqual({
        [message.id()]: (components.messages[message.id()].examples as JsonObject[])[0].payload,
      });
  }, 60_000);
});
