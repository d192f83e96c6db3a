// `npm run -s cli -- <command>` and `npm run migrate`: builds what changed since the last build
// (scripts/lib/stack.mjs build(), silent when nothing did; any build output goes to stderr), then
// runs the operator CLI in this process, so stdout carries only its JSON document and its exit
// code is this command's.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ROOT } from './lib/stack.mjs';

build({ quietWhenCurrent: true });
// The CLI reads its arguments from process.argv past the script's path, as it would as
// `node dist/apps/cli/src/main.js <command>`, and ends the process itself.
createRequire(import.meta.url)(join(ROOT, 'dist/apps/cli/src/main.js'));
