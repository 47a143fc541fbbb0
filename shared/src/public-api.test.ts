// @shop/shared is a federation singleton that remotes deploy against on their own schedule, so its
// version must say when its surface changed. shared/public-api.json records the version and the sorted
// export names of src/index.ts (values and types, read with the TypeScript compiler); this test fails
// when the exports or the version drift from that record.
//
// After changing the exports: bump "version" in shared/package.json (major when an export was removed
// or changed incompatibly, minor when exports were only added), then run
//   UPDATE_PUBLIC_API=1 npx jest src/public-api.test.ts
// in shared/ to rewrite the record (it refuses to record changed exports under an unchanged version).
// See docs/adr/0008-shared-singletons-evolve.md.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const RECORD_FILE = path.join(ROOT, 'public-api.json');
const INDEX_FILE = path.join(ROOT, 'src', 'index.ts');

interface PublicApiRecord {
  version: string;
  exports: string[];
}

function currentExports(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  const program = ts.createProgram({ rootNames: [INDEX_FILE], options: { ...config?.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(INDEX_FILE);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${INDEX_FILE}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((s) => s.name)
    .sort();
}

function parseVersion(v: string): [number, number, number] {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`@shop/shared's version "${v}" is not x.y.z`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** What the change from `before` to `after` needs: 'major' | 'minor' | null (no export change). */
function requiredBump(before: string[], after: string[]) {
  const removed = before.filter((n) => !after.includes(n));
  const added = after.filter((n) => !before.includes(n));
  const kind = removed.length ? 'major' : added.length ? 'minor' : null;
  return { removed, added, kind } as const;
}

function bumpIsEnough(from: string, to: string, kind: 'major' | 'minor'): boolean {
  const [fM, fm] = parseVersion(from);
  const [tM, tm] = parseVersion(to);
  // Below 1.0 a minor bump is the breaking one (caret semantics).
  if (kind === 'major') return fM === 0 ? tM > 0 || tm > fm : tM > fM;
  return tM > fM || (tM === fM && tm > fm);
}

const HOW_TO =
  "exports changed: bump @shop/shared's version (major when something was removed or changed, minor when added) " +
  'and update public-api.json (UPDATE_PUBLIC_API=1 npx jest src/public-api.test.ts in shared/)';

describe('@shop/shared public API record', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const record = JSON.parse(fs.readFileSync(RECORD_FILE, 'utf8')) as PublicApiRecord;
  const exportsNow = currentExports();
  const diff = requiredBump(record.exports, exportsNow);

  if (process.env.UPDATE_PUBLIC_API) {
    it('rewrites public-api.json', () => {
      parseVersion(pkg.version);
      if (diff.kind && !bumpIsEnough(record.version, pkg.version, diff.kind)) {
        throw new Error(
          `${HOW_TO}\n  a ${diff.kind} bump from ${record.version} is needed, package.json says ${pkg.version}` +
            `\n  removed: ${diff.removed.join(', ') || '-'}\n  added: ${diff.added.join(', ') || '-'}`,
        );
      }
      fs.writeFileSync(RECORD_FILE, `${JSON.stringify({ version: pkg.version, exports: exportsNow }, null, 2)}\n`);
    });
    return;
  }

  it('has a semantic version of at least 1.0.0', () => {
    expect(parseVersion(pkg.version)[0]).toBeGreaterThanOrEqual(1);
  });

  it('records the exports of src/index.ts', () => {
    if (diff.kind) {
      throw new Error(
        `${HOW_TO}\n  removed: ${diff.removed.join(', ') || '-'}\n  added: ${diff.added.join(', ') || '-'}` +
          `\n  needs at least a ${diff.kind} bump from ${record.version}`,
      );
    }
    expect(record.exports).toEqual(exportsNow);
  });

  it('records the version in package.json', () => {
    if (record.version !== pkg.version) {
      throw new Error(
        `shared/package.json says ${pkg.version} but public-api.json records ${record.version}: ` +
          'update public-api.json (UPDATE_PUBLIC_API=1 npx jest src/public-api.test.ts in shared/)',
      );
    }
  });
});
