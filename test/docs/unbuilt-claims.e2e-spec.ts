import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The docs say "not built" or "planned" only about what is not built. Every such sentence names one
 * of the features below, and each feature says how the code would show it is built: once the code
 * has it, the sentence fails here until the docs describe what is there. A sentence about something
 * else fails too: either it is built (say so) or it belongs in this list.
 */
const ROOT = join(__dirname, '../..');

/** Markdown a person reads: README.md, docs/, the SDK's README, deploy's notes. */
function docs(): string[] {
  const markdown = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
  return ['README.md', 'libs/client/README.md', ...markdown('docs'), ...markdown('deploy')];
}

/** The product's code (not its specs): what is built. */
function sources(): string {
  const ts = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  return [...ts('apps'), ...ts('libs')].map((file) => readFileSync(file, 'utf8')).join('\n');
}

interface Unbuilt {
  /** How a sentence names it. */
  named: RegExp;
  /** What the code holds once it is built. */
  builtWhen: RegExp;
}

const UNBUILT: Record<string, Unbuilt> = {
  adjustments: { named: /adjustment/i, builtWhen: /adjustmentId/ },
  erasure: { named: /erasure/i, builtWhen: /erasure|contact\.erased/i },
  're-attribution of past events': { named: /re-?attribution/i, builtWhen: /re-?attribut/i },
};

const CLAIM = /\b(planned|not (?:yet )?built|not built yet|coming soon|to be built)\b/i;

/** Each paragraph (or table row, or list item) of one file's text that makes such a claim, where it is. */
function claimsIn(file: string, content: string): { where: string; text: string }[] {
  const lines = content.split('\n');
  const found: { where: string; text: string }[] = [];
  lines.forEach((line, index) => {
    if (!CLAIM.test(line)) return;
    // The sentence may begin on an earlier line of its paragraph: take the paragraph.
    let start = index;
    while (start > 0 && lines[start - 1].trim() !== '' && !/^\s*([-*|#]|\d+\.)/.test(lines[start])) start--;
    let end = index;
    while (
      end + 1 < lines.length &&
      lines[end + 1].trim() !== '' &&
      !/^\s*([-*|#]|\d+\.)/.test(lines[end + 1])
    )
      end++;
    found.push({ where: `${file}:${index + 1}`, text: lines.slice(start, end + 1).join(' ') });
  });
  return found;
}

/** Every such claim in the docs. */
function claims(): { where: string; text: string }[] {
  return docs().flatMap((file) => claimsIn(file, readFileSync(join(ROOT, file), 'utf8')));
}

describe('claims that something is not built', () => {
  const code = sources();
  const found = claims();

  it('name a feature the code does not have yet', () => {
    const unknown = found.filter(
      ({ text }) => !Object.values(UNBUILT).some((feature) => feature.named.test(text)),
    );
    expect(unknown).toEqual([]);
    const stale = found.flatMap(({ where, text }) =>
      Object.entries(UNBUILT)
        .filter(([, feature]) => feature.named.test(text) && feature.builtWhen.test(code))
        .map(([name]) => `${where}: says ${name} is not built, and the code has it`),
    );
    expect(stale).toEqual([]);
  });

  it('are found where the docs make them (the check above reads what it should)', () => {
    // The reader, on a page like the docs' own: a claim in a paragraph's second line is found with
    // its whole paragraph, one in a table row with that row only.
    const page = [
      '# Guarantees',
      '',
      'Re-attribution of past events after a campaign changes is',
      'not built yet: decisions stand as made.',
      '',
      '| feature | state |',
      '| --- | --- |',
      '| Erasure | **not built yet** |',
      '| Adjustments | built |',
    ].join('\n');
    expect(claimsIn('docs/page.md', page)).toEqual([
      {
        where: 'docs/page.md:4',
        text: 'Re-attribution of past events after a campaign changes is not built yet: decisions stand as made.',
      },
      { where: 'docs/page.md:8', text: '| Erasure | **not built yet** |' },
    ]);
    // ... and on the docs themselves: every page a person reads is among those read.
    expect(docs()).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/privacy.md']));
    expect(found.every(({ where }) => docs().includes(where.split(':')[0]))).toBe(true);
    expect(CLAIM.test('Planned, not built yet: the console')).toBe(true);
    expect(Object.values(UNBUILT).some((feature) => feature.named.test('the console'))).toBe(false);
    expect(code).toContain('export class');
  });
});
