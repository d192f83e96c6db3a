// `npm run console:api-types`: regenerates the console's typed API client types,
// apps/console/src/api/schema.d.ts, from the gateway's OpenAPI document. With --check it writes
// nothing and exits 1 naming the file when the committed one is stale (CI runs the check).
// --skip-build uses dist/ as it is (after `npm run build`).
//
// 1. Compiles the Node apps (tsc -b, incremental: quick when nothing changed).
// 2. Prints the document with dist/apps/gateway/src/print-openapi.js (Nest preview mode:
//    no database, Redis or Kafka needed).
// 3. Turns it into TypeScript with openapi-typescript, formatted by Prettier with the project's
//    settings, so the file passes `prettier --check` and the comparison ignores nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = join(ROOT, 'apps/console/src/api/schema.d.ts');
const check = process.argv.includes('--check');
const skipBuild = process.argv.includes('--skip-build');

function run(args, what) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    process.stderr.write(`console-api-types: ${what} failed (exit ${result.status})\n${result.stdout}`);
    process.exit(1);
  }
  return result.stdout;
}

if (!skipBuild) {
  run(
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
    'tsc -b tsconfig.build.json',
  );
  run([join(ROOT, 'node_modules/tsc-alias/dist/bin/index.js'), '-p', 'tsconfig.build.json'], 'tsc-alias');
}
const document = JSON.parse(
  run([join(ROOT, 'dist/apps/gateway/src/print-openapi.js')], 'printing the OpenAPI document'),
);

const HEADER = `/**
 * The gateway's /v1 API as TypeScript types, generated from its OpenAPI document by
 * scripts/console-api-types.mjs (openapi-typescript). Do not edit: run npm run console:api-types.
 */

`;
const generated = HEADER + astToString(await openapiTS(document, { alphabetize: false }));
const options = (await prettier.resolveConfig(TARGET)) ?? {};
const formatted = await prettier.format(generated, { ...options, filepath: TARGET });

const name = relative(ROOT, TARGET);
let current = null;
try {
  current = readFileSync(TARGET, 'utf8');
} catch {
  current = null;
}

if (check) {
  if (current !== formatted) {
    process.stderr.write(
      `${name} is ${current === null ? 'missing' : 'stale'}: the gateway's OpenAPI document changed. ` +
        'Run `npm run console:api-types` and commit the file.\n',
    );
    process.exit(1);
  }
  process.stdout.write(`${name} is up to date\n`);
} else if (current === formatted) {
  process.stdout.write(`${name} is up to date\n`);
} else {
  writeFileSync(TARGET, formatted);
  process.stdout.write(`wrote ${name}\n`);
}
