import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * The Node versions the project supports (README.md#node-versions) are the versions every locked
 * dependency supports: otherwise `npm install` warns EBADENGINE on a supported Node, and the
 * dependency may use what that Node lacks. A dependency that raises its minimum past ours is either
 * held back (an override or a pin in package.json, with its reason in docs/development.md) or our
 * minimum moves, in every place this spec reads.
 */
const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const supported = manifest.engines.node;
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };

describe('supported Node versions', () => {
  it('is one range, stated the same way in package.json, the SDK, the README and the start checks', () => {
    expect(supported).toBe('^20.19.0 || ^22.13.0 || >=24');
    const client = JSON.parse(read('libs/client/package.json')) as { engines: { node: string } };
    expect(client.engines.node).toBe(supported);
    expect(read('README.md')).toContain('`^20.19.0 || ^22.13.0 || >=24`');
    // npm start and npm test refuse an older Node with the same minimum.
    expect(read('scripts/lib/stack.mjs')).toContain(
      '(major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24',
    );
  });

  it('is supported by every locked dependency, so a fresh install prints no engine warning', () => {
    const refusing: string[] = [];
    for (const [path, locked] of Object.entries(lock.packages)) {
      if (path === '') continue;
      const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!wanted || !semver.validRange(wanted)) continue;
      if (!semver.subset(supported, wanted, { includePrerelease: false }))
        refusing.push(`${path.replace(/^.*node_modules\//, '')}@${locked.version}: node ${wanted}`);
    }
    expect(refusing).toEqual([]);
  });

  it('would notice a dependency that asks for more (the check above is not vacuous)', () => {
    expect(semver.subset(supported, '>=22')).toBe(false);
    expect(semver.subset(supported, '>=22.19.0')).toBe(false);
    expect(semver.subset(supported, '>=20.18.1')).toBe(true);
    const withEngines = Object.values(lock.packages).filter(
      (locked) => locked.engines && !Array.isArray(locked.engines) && locked.engines.node,
    );
    expect(withEngines.length).toBeGreaterThan(100);
  });
});
