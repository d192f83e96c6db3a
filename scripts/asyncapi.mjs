// `npm run asyncapi`: writes the topics' published contract, made from libs/contracts/src by
// asyncapi.ts there: the AsyncAPI 3.0 document, docs/asyncapi.yaml, and each payload's JSON
// Schema as a plain file, libs/contracts/schemas/<topic>.json (docs/kafka-contracts.md). Both are
// formatted by Prettier with the project's settings, so `prettier --check .` passes on them. With
// --check it writes nothing and exits 1 naming the stale files. CI fails on stale files through
// libs/contracts/src/asyncapi.spec.ts, which also validates the document with @asyncapi/parser.
//
// It reads the TypeScript of libs/contracts directly, compiled in memory by swc as the unit specs
// are (jest.config.js), rather than from dist/ after a build: those modules are constants with no
// dependencies, and building the server (and the console) for them would cost a minute.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';
import * as prettier from 'prettier';
import { stringify } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const require = createRequire(import.meta.url);
// Only files under libs/contracts are compiled: that is all asyncapi.ts imports.
const CONTRACTS = join(ROOT, 'libs/contracts/src');
require.extensions['.ts'] = (module, filename) => {
  if (!filename.startsWith(CONTRACTS)) throw new Error(`asyncapi: unexpected import of ${filename}`);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const { asyncApiDocument, topicSchemaFiles, ASYNCAPI_DOCUMENT_PATH, TOPIC_SCHEMAS_DIR } = require(
  join(CONTRACTS, 'asyncapi.ts'),
);

const YAML_HEADER = `# The Kafka topics of the conversion platform, as AsyncAPI 3.0. Generated from libs/contracts/src
# by \`npm run asyncapi\` (scripts/asyncapi.mjs): do not edit. docs/kafka-contracts.md explains it.
`;

/**
 * Written as YAML 1.1 would read it, so that strings a YAML 1.1 reader (js-yaml, which
 * @asyncapi/parser uses, PyYAML, SnakeYAML) would take for another type are quoted: times such as
 * 2026-11-21T13:03:00.000Z stay strings, not dates. No anchors for repeated objects; no folding.
 */
const YAML_OPTIONS = { version: '1.1', aliasDuplicateObjects: false, lineWidth: 0 };

async function format(path, text) {
  const options = (await prettier.resolveConfig(join(ROOT, path))) ?? {};
  return prettier.format(text, { ...options, filepath: join(ROOT, path) });
}

/** Every generated file, by its path from the repository's root, formatted as committed. */
async function generated() {
  const files = new Map();
  files.set(
    ASYNCAPI_DOCUMENT_PATH,
    await format(ASYNCAPI_DOCUMENT_PATH, YAML_HEADER + stringify(asyncApiDocument(), YAML_OPTIONS)),
  );
  for (const { path, schema } of topicSchemaFiles())
    files.set(path, await format(path, `${JSON.stringify(schema, null, 2)}\n`));
  return files;
}

function read(path) {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return null;
  }
}

const files = await generated();
// Schema files of topics that no longer have one.
const schemasDir = join(ROOT, TOPIC_SCHEMAS_DIR);
const extra = (existsSync(schemasDir) ? readdirSync(schemasDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => `${TOPIC_SCHEMAS_DIR}/${entry.name}`)
  .filter((path) => !files.has(path));
const stale = [...files].filter(([path, text]) => read(path) !== text).map(([path]) => path);

if (check) {
  if (stale.length > 0 || extra.length > 0) {
    for (const path of stale)
      process.stderr.write(`${path} is ${read(path) === null ? 'missing' : 'stale'}\n`);
    for (const path of extra) process.stderr.write(`${path} belongs to no topic\n`);
    process.stderr.write('The topics changed: run `npm run asyncapi` and commit the files.\n');
    process.exit(1);
  }
  process.stdout.write(`${ASYNCAPI_DOCUMENT_PATH} and ${TOPIC_SCHEMAS_DIR}/ are up to date\n`);
} else {
  mkdirSync(schemasDir, { recursive: true });
  for (const path of stale) {
    writeFileSync(join(ROOT, path), files.get(path));
    process.stdout.write(`wrote ${path}\n`);
  }
  for (const path of extra) {
    rmSync(join(ROOT, path));
    process.stdout.write(`removed ${path}\n`);
  }
  if (stale.length === 0 && extra.length === 0)
    process.stdout.write(`${ASYNCAPI_DOCUMENT_PATH} and ${TOPIC_SCHEMAS_DIR}/ are up to date\n`);
}
