import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under these paths (files only). */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isFile()) latest = Math.max(latest, s.mtimeMs);
    else if (s.isDirectory() && !/[/\\](\.umi[^/\\]*|node_modules|__tests__)$/.test(p))
      readdirSync(p).forEach((c) => walk(join(p, c)));
  };
  paths.forEach(walk);
  return latest;
}

const SOURCES = ['src', 'mock', 'config', 'public', '.umirc.ts', 'package.json'];

/** Waits for and takes a lock directory, so two test runs never build into the same folder at once. */
function withLock<T>(lock: string, work: () => T): T {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 10 minutes was left by a run that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`[e2e] waited too long for ${lock}`);
      execSync('sleep 2');
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the app (mock or real mode) unless its output is newer than every source. */
export function ensureBuilt(root: string, mode: 'mock' | 'real'): string {
  const out = join(root, mode === 'mock' ? 'dist-mock' : 'dist');
  const index = join(out, 'index.html');
  return withLock(`${out}.lock`, () => {
    const fresh = existsSync(index) && statSync(index).mtimeMs > newest(SOURCES.map((s) => join(root, s)));
    if (!fresh) {
      process.stdout.write(`[e2e] building the ${mode}-mode app...\n`);
      execSync(mode === 'mock' ? 'npx cross-env MOCK=1 max build' : 'npm run build', { cwd: root, stdio: 'inherit' });
    }
    return out;
  });
}
