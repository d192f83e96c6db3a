import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SCOPES } from '@app/auth';
import { GatewayEnv } from '@app/config';
import { createApiKey, createWorkspace } from '@app/testing';
import { startAttribution } from '../support/attribution';
import {
  CurlCall,
  DocSection,
  literalAssignments,
  onPath,
  readDocSection,
  runSnippet,
  shellCommands,
  shellQuote,
  SnippetRun,
} from '../support/doc-snippets';
import { startGateway } from '../support/gateway';
import { startReportProjection } from '../support/report-projection';
import { until } from '../support/wait';

/**
 * The quick start of docs/api.md, followed literally: its ```sh blocks are read from the doc when
 * the test runs and executed in order with bash and curl against a real gateway listening on
 * 127.0.0.1, with the attribution service and the report projection running, so that the doc
 * stays true. The only things the test changes in the blocks are the placeholders a reader fills
 * in, listed below; a placeholder it does not know fails the test.
 */

const DOC = join(__dirname, '..', '..', 'docs', 'api.md');
const SECTION = 'Quick start';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const GATEWAY_DEFAULTS = new GatewayEnv();

/** What the test knows while following the doc. */
interface Reader {
  base: string;
  workspaceId: string;
  adminKey: string;
  /** The last block run, and what it printed. */
  previous?: SnippetRun;
  /** The id of the event the quick start sent, from its real answer. */
  eventId?: string;
  /** The body it sent. */
  sent?: Record<string, unknown>;
}

/**
 * The variables the quick start tells the reader to set by hand (`NAME=value  # where from`):
 * what the doc's example value must look like, and where the test takes the real one.
 */
const PLACEHOLDERS: Record<string, { docValue: RegExp; from: string; fill: (r: Reader) => string }> = {
  BASE: {
    docValue: new RegExp(`^http://${GATEWAY_DEFAULTS.HOST.replace(/\./g, '\\.')}:${GATEWAY_DEFAULTS.PORT}$`),
    from: 'the gateway this test started (the doc shows where npm start listens by default)',
    fill: (r) => r.base,
  },
  WS: {
    docValue: UUID,
    from: 'the workspace created as npm start’s bootstrap creates it',
    fill: (r) => r.workspaceId,
  },
  ADMIN_KEY: {
    docValue: /^cvk_\.\.\.$/,
    from: 'the admin key created as npm start’s bootstrap creates it (every scope)',
    fill: (r) => r.adminKey,
  },
  KEY: {
    docValue: /^cvk_\.\.\.$/,
    from: 'the "key" of the JSON the previous block printed (the key-creation answer)',
    fill: (r) => {
      const out = r.previous?.stdout ?? '';
      let key: unknown;
      try {
        key = (JSON.parse(out) as { key?: unknown }).key;
      } catch {
        key = undefined;
      }
      if (typeof key !== 'string' || !key.startsWith('cvk_')) {
        throw new Error(
          `KEY is "the key of that answer", but the previous block printed no JSON "key":\n${out}`,
        );
      }
      return key;
    },
  },
  ID: {
    docValue: UUID,
    from: 'the "id" of the event the quick start sent, from its real answer',
    fill: (r) => {
      if (!r.eventId) throw new Error('ID is "the id of that answer", but no event was sent before it');
      return r.eventId;
    },
  },
};

/** A response example of the doc, ```http. */
interface HttpExample {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function parseHttpExample(text: string): HttpExample {
  const [head, ...rest] = text.split(/\n\s*\n/);
  const [statusLine, ...headerLines] = head.split('\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(rest.join('\n\n')) };
}

/** A sentence the quick start must still say, since the test checks it. */
function promise(section: DocSection, what: string, pattern: RegExp): RegExpMatchArray {
  const m = section.prose.match(pattern);
  if (!m) {
    throw new Error(
      `${DOC}, "${section.heading}", no longer says ${what} (looked for ${pattern}). Update this test to what the doc says now.`,
    );
  }
  return m;
}

function json(call: CurlCall): Record<string, unknown> {
  try {
    return JSON.parse(call.body) as Record<string, unknown>;
  } catch {
    throw new Error(
      `${call.method} ${call.url} answered ${call.status} with a body that is not JSON:\n${call.output}`,
    );
  }
}

function dataArg(call: CurlCall): Record<string, unknown> {
  const i = call.args.findIndex((a) => /^(-d|--data(-raw|-binary)?|--json)$/.test(a));
  return JSON.parse(call.args[i + 1]) as Record<string, unknown>;
}

function failed(run: SnippetRun, what: string): Error {
  return new Error(
    `${what} failed (exit ${run.exitCode}) when run with bash -euo pipefail:\n${run.script}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`,
  );
}

describe('docs/api.md quick start, run literally', () => {
  let section: DocSection;
  let blocks: string[];
  let created: HttpExample;
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let reader: Reader;

  beforeAll(async () => {
    for (const program of ['bash', 'curl']) {
      if (!(await onPath(program))) {
        throw new Error(
          `${program} is not on the PATH: this test runs the doc's commands with it (apt-get install ${program})`,
        );
      }
    }
    // The doc first, so a doc that lost its quick start fails before anything starts.
    section = readDocSection(DOC, SECTION);
    blocks = section.fences.filter((f) => f.info === 'sh').map((f) => f.body);
    const otherShell = section.fences.filter((f) => ['bash', 'shell', 'console', 'zsh'].includes(f.info));
    if (otherShell.length > 0) {
      throw new Error(
        `${DOC}, "${section.heading}": blocks at lines ${otherShell.map((f) => f.line).join(', ')} are shell but not \`\`\`sh, so this test would not run them; mark them sh`,
      );
    }
    if (blocks.length === 0) throw new Error(`${DOC}, "${section.heading}", has no \`\`\`sh block to run`);
    const examples = section.fences.filter((f) => f.info === 'http' && /^HTTP\/\S+ 201/.test(f.body));
    if (examples.length !== 1) {
      throw new Error(
        `${DOC}, "${section.heading}": expected one 201 answer example (\`\`\`http), found ${examples.length}`,
      );
    }
    created = parseHttpExample(examples[0].body);

    gateway = await startGateway();
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gateway.getHttpServer().address() as AddressInfo;
    attribution = await startAttribution();
    projection = await startReportProjection();
    // As `npm start`'s bootstrap does (apps/cli, `bootstrap`): a workspace and a key with every
    // scope. The bootstrap command itself acts only on an empty database, which a shared test
    // database is not, so the same two calls are made through the real services.
    const workspace = await createWorkspace(gateway, 'Local workspace');
    const admin = await createApiKey(gateway, workspace.id, {
      name: 'Bootstrap admin key',
      scopes: [...SCOPES],
    });
    reader = { base: `http://127.0.0.1:${port}`, workspaceId: workspace.id, adminKey: admin.key };
  }, 30_000);

  afterAll(async () => {
    await projection?.close();
    await attribution?.close();
    await gateway?.close();
  });

  /**
   * Fills the placeholders of a block, or fails naming one the test does not know: a `NAME=value`
   * it has no rule for, or an id or API key written inline in a command.
   */
  function fill(block: string): string {
    const assignments = literalAssignments(block);
    for (const command of shellCommands(block)) {
      if (assignments.some((a) => a.command.line === command.line)) continue;
      for (const uuid of command.code.match(UUIDS) ?? []) {
        // An id a reader would have to replace belongs in a variable (`ID=...  # where from`).
        throw new Error(
          `The quick start writes the id ${uuid} inline instead of a variable:\n${command.text}`,
        );
      }
      if (/cvk_/.test(command.code)) {
        throw new Error(`The quick start writes an API key inline instead of a variable:\n${command.text}`);
      }
    }
    const lines = block.split('\n');
    for (const a of assignments) {
      const placeholder = PLACEHOLDERS[a.name];
      if (!placeholder) {
        throw new Error(
          `The quick start sets ${a.name}=${a.value} for the reader to fill in (${a.comment || 'no comment'}), but this test knows only ${Object.keys(PLACEHOLDERS).join(', ')}: add it to PLACEHOLDERS`,
        );
      }
      if (!placeholder.docValue.test(a.value)) {
        throw new Error(
          `The quick start's example ${a.name}=${a.value} does not match ${placeholder.docValue}`,
        );
      }
      lines[a.command.line] = `${a.name}=${shellQuote(placeholder.fill(reader))}  ${a.comment}`.trimEnd();
    }
    return lines.join('\n');
  }

  it('creates a key, sends an event, sends it again, reads it back, and sees it decided as the doc says', async () => {
    const keyPromise = promise(
      section,
      'that the key creation answers 201 with the key in `key`',
      /The answer \((\d{3})\) holds the whole key in `(\w+)`/,
    );
    const againPromise = promise(
      section,
      'what sending the same event again answers',
      /Run the same `curl` again: the answer is `(\d{3})` with `"status":"(\w+)"`, the same `id` and `"payloadDiffers":(true|false)`/,
    );
    const outcomePromise = promise(
      section,
      'the attribution outcome on a fresh install',
      /On a fresh install no campaign `([^`]+)` exists, so this one is `(\w+)` with reason `(\w+)`/,
    );

    const ws = `/v1/workspaces/${reader.workspaceId}`;
    const vars: Record<string, string> = { BASE: reader.base };
    const steps: string[] = [];
    const run = async (script: string, what: string) => {
      const result = await runSnippet(script, vars);
      if (result.exitCode !== 0) throw failed(result, what);
      for (const call of result.calls) {
        if (!call.url.startsWith(`${reader.base}/`)) throw new Error(`a call left the gateway: ${call.url}`);
      }
      return result;
    };

    for (const [index, block] of blocks.entries()) {
      const what = `block ${index + 1} of ${blocks.length} of the quick start`;
      const script = fill(block);
      const result = await run(script, what);
      Object.assign(vars, result.assigned);
      for (const name of literalAssignments(block).map((a) => a.name)) steps.push(`set ${name}`);

      let readBack = false;
      for (const call of result.calls) {
        const url = new URL(call.url);
        const seen = `${call.method} ${url.pathname}${url.search} answered ${call.status}:\n${call.output}`;
        if (call.method === 'POST' && url.pathname === `${ws}/api-keys`) {
          // 1. The integration's key: 201, the whole key shown once, the scopes asked for.
          const body = json(call);
          expect({ seen, status: call.status, hasKey: typeof body[keyPromise[2]] === 'string' }).toEqual({
            seen,
            status: Number(keyPromise[1]),
            hasKey: true,
          });
          expect(String(body.key)).toMatch(/^cvk_/);
          expect(body.key).not.toBe(reader.adminKey);
          // "The workspaceId of the answer (the same id npm start printed)", and the scopes asked for.
          expect(body).toMatchObject({ workspaceId: reader.workspaceId, scopes: dataArg(call).scopes });
          // What the reader sees is that answer, and nothing else (`| jq -r .key` must work on it).
          expect(result.stdout).toBe(call.output);
          steps.push('create a key');
        } else if (call.method === 'POST' && url.pathname === `${ws}/events` && !reader.eventId) {
          // 3. The event: the answer looks like the doc's example, field for field.
          const body = json(call);
          const sent = dataArg(call);
          expect({ seen, status: call.status }).toEqual({ seen, status: created.status });
          for (const header of Object.keys(created.headers)) {
            expect({ header, present: header in call.headers }).toEqual({ header, present: true });
          }
          expect(Object.keys(body).sort()).toEqual(Object.keys(created.body).sort());
          expect(body).toMatchObject({ status: created.body.status, externalId: sent.externalId });
          expect(call.headers.location).toBe(`${ws}/events/${String(body.id)}`);
          expect(call.output.startsWith('HTTP/')).toBe(true); // -i: the reader sees the headers
          expect(String(created.headers.location).replace(UUIDS, '{uuid}')).toBe(
            '/v1/workspaces/{uuid}/events/{uuid}',
          );
          reader.eventId = String(body.id);
          reader.sent = sent;
          steps.push('send an event');

          // "Run the same curl again": the curl of that block, with the same $NOW.
          const curls = shellCommands(script).filter((c) => /^\s*curl\b/.test(c.code));
          expect(curls).toHaveLength(1);
          const again = await run(curls[0].text, 'the same curl, run again');
          expect(again.calls).toHaveLength(1);
          const repeat = again.calls[0];
          expect({ httpStatus: repeat.status, ...json(repeat) }).toMatchObject({
            httpStatus: Number(againPromise[1]),
            status: againPromise[2],
            id: reader.eventId,
            payloadDiffers: againPromise[3] === 'true',
          });
          expect(repeat.headers.location).toBe(call.headers.location);
          expect(repeat.headers['payload-differs']).toBe(againPromise[3]);
          steps.push('send it again');
        } else if (call.method === 'GET' && url.pathname === `${ws}/events/${reader.eventId}`) {
          expect({ seen, status: call.status }).toEqual({ seen, status: 200 });
          expect(json(call)).toMatchObject({ id: reader.eventId, externalId: reader.sent?.externalId });
          readBack = true;
          steps.push('read by id');
        } else if (
          call.method === 'GET' &&
          url.pathname === `${ws}/events` &&
          url.searchParams.has('externalId')
        ) {
          expect({ seen, status: call.status }).toEqual({ seen, status: 200 });
          const data = json(call).data as { id: string }[];
          expect(data.map((e) => e.id)).toEqual([reader.eventId]);
          readBack = true;
          steps.push('read by externalId');
        } else {
          throw new Error(`The quick start makes a call this test has no expectations for: ${seen}`);
        }
      }

      if (readBack) {
        // The outcome: pending for a moment, then what the doc says it is on a fresh install.
        const outcomes = (r: SnippetRun) =>
          r.calls.map((c) => {
            const body = json(c) as { attribution?: unknown; data?: { attribution?: unknown }[] };
            return (body.data ? body.data[0]?.attribution : body.attribution) as
              { status: string; reason?: string; message?: string } | undefined;
          });
        const decided = await until(
          () => run(script, `${what}, read again`),
          (r) => outcomes(r).every((o) => o !== undefined && o.status !== 'pending'),
          15_000,
          200,
        );
        const [, campaign, status, reason] = outcomePromise;
        expect(campaign).toBe(reader.sent?.campaignId);
        for (const outcome of outcomes(decided)) {
          expect(outcome).toMatchObject({ status, reason });
          expect(outcome?.message).toContain(`"${campaign}"`);
        }
        steps.push('decided');
      }
      reader.previous = result;
    }

    expect(steps).toEqual([
      'set BASE',
      'set WS',
      'set ADMIN_KEY',
      'create a key',
      'set KEY',
      'send an event',
      'send it again',
      'set ID',
      'read by id',
      'read by externalId',
      'decided',
    ]);
  }, 30_000);
});
