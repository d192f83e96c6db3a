import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs the shell snippets of a Markdown document as a reader would paste them: the fenced code
 * blocks of one section, read at test time, each run with `bash -euo pipefail`, the variables a
 * block assigns carried to the next ones (as in one terminal), and every `curl` recorded (status,
 * headers, what it printed) so the test can check what the doc promises about each answer.
 */

export interface Fence {
  /** The info string: `sh`, `http`, `json` or empty. */
  info: string;
  body: string;
  /** 1-based line of the opening fence in the document. */
  line: number;
}

export interface DocSection {
  file: string;
  heading: string;
  /** The section's text, code blocks included, from its heading to the next `## ` heading. */
  text: string;
  /** The prose only (code blocks removed), with runs of white space made one space. */
  prose: string;
  fences: Fence[];
}

const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)/;

/**
 * The `## ` section of a Markdown file whose heading starts with `headingStart`, up to the next
 * `## ` (or `# `) heading outside a code block. Throws, naming the file, when there is none.
 */
export function readDocSection(file: string, headingStart: string): DocSection {
  const lines = readFileSync(file, 'utf8').split('\n');
  let open: { marker: string; info: string; line: number; body: string[] } | null = null;
  let start = -1;
  let end = lines.length;
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open) {
      const close = line.match(/^(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === open.marker[0] && close[1].length >= open.marker.length) {
        if (start >= 0) fences.push({ info: open.info, body: open.body.join('\n'), line: open.line });
        open = null;
      } else {
        open.body.push(line);
      }
      continue;
    }
    const fence = line.match(FENCE);
    if (fence) {
      open = { marker: fence[1], info: fence[2], line: i + 1, body: [] };
      continue;
    }
    if (start < 0) {
      if (line.startsWith(`## ${headingStart}`)) start = i;
    } else if (/^#{1,2}\s/.test(line)) {
      end = i;
      break;
    }
  }
  if (start < 0) {
    throw new Error(`${file} has no section whose heading starts with "## ${headingStart}"`);
  }
  if (open && open.line - 1 < end) {
    throw new Error(`${file}: the code block opened at line ${open.line} is never closed`);
  }
  const text = lines.slice(start, end).join('\n');
  const prose = lines
    .slice(start, end)
    .join('\n')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/\s+/g, ' ');
  return { file, heading: lines[start].replace(/^##\s*/, ''), text, prose, fences };
}

/** One command of a shell snippet: a line that starts outside quotes, with its continuation lines. */
export interface ShellCommand {
  /** The command as written, comments included. */
  text: string;
  /** The same without comments: what the shell executes. */
  code: string;
  /** 0-based line of the snippet where it starts. */
  line: number;
}

/**
 * Splits a snippet into its commands, knowing enough shell to do it right for the usual doc
 * snippets: single and double quotes spanning lines (a JSON body), backslash continuations and
 * `#` comments (whose quotes are not quotes). It does not follow `$(...)` or here-documents.
 */
export function shellCommands(script: string): ShellCommand[] {
  const lines = script.split('\n');
  const commands: ShellCommand[] = [];
  let quote: "'" | '"' | null = null;
  let continued = false;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    const startsCommand = quote === null && !continued && line.trim() !== '' && !line.trim().startsWith('#');
    let code = '';
    let commented = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote === "'") {
        if (c === "'") quote = null;
      } else if (c === '\\') {
        code += c + (line[i + 1] ?? '');
        i++;
        continue;
      } else if (quote === '"') {
        if (c === '"') quote = null;
      } else if (c === "'" || c === '"') {
        quote = c;
      } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
        commented = true;
        break;
      }
      code += c;
    }
    continued = quote === null && !commented && line.endsWith('\\');
    if (startsCommand) {
      commands.push({ text: line, code, line: n });
    } else if (commands.length > 0 && (quote !== null || code.trim() !== '' || continued)) {
      const last = commands[commands.length - 1];
      last.text += `\n${line}`;
      last.code += `\n${code}`;
    } else if (commands.length > 0 && line.trim() !== '') {
      // A comment line inside a command's continuation: kept with it.
      commands[commands.length - 1].text += `\n${line}`;
    }
  }
  if (quote !== null) throw new Error(`a ${quote} quote is never closed in:\n${script}`);
  return commands;
}

/** `NAME=value` where the value is written out (no `$`, no command): what a reader must fill in. */
export interface LiteralAssignment {
  name: string;
  value: string;
  /** The comment after it, `# ...`, if any. */
  comment: string;
  command: ShellCommand;
}

const LITERAL_ASSIGNMENT =
  /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=('[^']*'|"[^"$`\\]*"|[^\s$`'"()\\;|&<>]*)\s*(#.*)?$/;
const ANY_ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=/;

export function literalAssignments(script: string): LiteralAssignment[] {
  return shellCommands(script).flatMap((command) => {
    const m = command.text.split('\n')[0].match(LITERAL_ASSIGNMENT);
    if (!m || command.code.includes('\n')) return [];
    return [{ name: m[1], value: m[2].replace(/^(['"])(.*)\1$/, '$2'), comment: m[3] ?? '', command }];
  });
}

/** The names every command of the snippet assigns (`NAME=...` at its start). */
export function assignedNames(script: string): string[] {
  return [
    ...new Set(
      shellCommands(script).flatMap((c) => {
        const m = c.code.match(ANY_ASSIGNMENT);
        return m ? [m[1]] : [];
      }),
    ),
  ];
}

/** A value quoted for the shell, whatever it holds. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface CurlCall {
  args: string[];
  method: string;
  url: string;
  status: number;
  /** The headers of the final response, names in lower case. */
  headers: Record<string, string>;
  /** What curl printed, as the reader sees it (with the headers under `-i`). */
  output: string;
  /** The response body alone. */
  body: string;
}

export interface SnippetRun {
  script: string;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  calls: CurlCall[];
  /** The values of the variables the snippet assigned, at its end. */
  assigned: Record<string, string>;
}

/**
 * `curl` is a shell function around the real one that refuses any URL not under $BASE, ignores
 * ~/.curlrc and proxies, bounds the time, and records each call in $DOC_SNIPPET_CALLS without
 * changing what curl prints.
 */
const PRELUDE = String.raw`
curl() {
  local arg
  for arg in "$@"; do
    case "$arg" in
      http://*|https://*)
        case "$arg" in
          "$BASE"/*) ;;
          *) printf 'doc-snippets: refused %s: the test only calls its own gateway, %s\n' "$arg" "$BASE" >&2; return 97 ;;
        esac ;;
    esac
  done
  local call
  call="$DOC_SNIPPET_CALLS/$(date +%s%N).$BASHPID"
  printf '%s\0' "$@" > "$call.args"
  command curl -q --noproxy '*' --max-time 10 --dump-header "$call.headers" "$@" | tee "$call.out"
}
`;

function methodOf(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-X' || args[i] === '--request') return args[i + 1];
    if (/^-X./.test(args[i])) return args[i].slice(2);
  }
  if (args.some((a) => a === '-I' || a === '--head')) return 'HEAD';
  if (args.some((a) => /^(-d|--data(-raw|-binary|-urlencode)?|--json|-F|--form)$/.test(a))) return 'POST';
  return 'GET';
}

function finalResponse(dump: string): { status: number; headers: Record<string, string> } {
  const blocks = dump.split(/\r?\n\r?\n/).filter((b) => b.startsWith('HTTP/'));
  const last = blocks[blocks.length - 1] ?? '';
  const [statusLine, ...rest] = last.split(/\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of rest) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine?.split(' ')[1] ?? 0), headers };
}

function bodyOf(output: string): string {
  let body = output;
  while (body.startsWith('HTTP/')) {
    const m = body.match(/\r?\n\r?\n/);
    if (!m || m.index === undefined) return '';
    body = body.slice(m.index + m[0].length);
  }
  return body;
}

/**
 * Runs a snippet with `bash -euo pipefail`, with `vars` in its environment (BASE among them: the
 * only address curl may call). Asynchronous on purpose: the server it calls may live in this
 * process, and a synchronous child would block the event loop that must answer it.
 */
export async function runSnippet(
  script: string,
  vars: Record<string, string>,
  timeoutMs = 15_000,
): Promise<SnippetRun> {
  if (!vars.BASE) throw new Error('runSnippet needs BASE: the only address curl may call');
  const dir = mkdtempSync(join(tmpdir(), 'cvp-doc-'));
  try {
    const calls = join(dir, 'calls');
    const varsFile = join(dir, 'assigned');
    const names = assignedNames(script);
    const epilogue = names.map((n) => `printf '%s\\0%s\\0' ${n} "\${${n}-}" >> "$DOC_SNIPPET_VARS"`);
    const full = [
      PRELUDE,
      `mkdir -p "$DOC_SNIPPET_CALLS"`,
      ': > "$DOC_SNIPPET_VARS"',
      script,
      ...epilogue,
    ].join('\n');
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      LANG: 'C.UTF-8',
      ...vars,
      DOC_SNIPPET_CALLS: calls,
      DOC_SNIPPET_VARS: varsFile,
    };
    const { exitCode, stdout, stderr } = await new Promise<{
      exitCode: number | null;
      stdout: string;
      stderr: string;
    }>((resolve, reject) => {
      const child = spawn('bash', ['-euo', 'pipefail', '-c', full], {
        cwd: dir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
      child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
      const timer = setTimeout(() => {
        err += `\ndoc-snippets: killed after ${timeoutMs} ms`;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ exitCode: code, stdout: out, stderr: err });
      });
    });
    const recorded = (() => {
      try {
        return readdirSync(calls);
      } catch {
        return [];
      }
    })();
    const ids = [...new Set(recorded.map((f) => f.replace(/\.(args|headers|out)$/, '')))].sort();
    const read = (f: string) => {
      try {
        return readFileSync(join(calls, f), 'utf8');
      } catch {
        return '';
      }
    };
    const curlCalls = ids.map((id): CurlCall => {
      const args = read(`${id}.args`).split('\0').slice(0, -1);
      const output = read(`${id}.out`);
      return {
        args,
        method: methodOf(args),
        url: args.find((a) => /^https?:\/\//.test(a)) ?? '',
        ...finalResponse(read(`${id}.headers`)),
        output,
        body: bodyOf(output),
      };
    });
    const assigned: Record<string, string> = {};
    if (exitCode === 0) {
      const parts = readFileSync(varsFile, 'utf8').split('\0');
      for (let i = 0; i + 1 < parts.length; i += 2) assigned[parts[i]] = parts[i + 1];
    }
    return { script, exitCode, stdout, stderr, calls: curlCalls, assigned };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a program is on the PATH. */
export async function onPath(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `command -v ${shellQuote(program)}`], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}
