// After `npm run build`: the production dist must carry no mock. The MSW worker file is copied from
// public/ by umi; remove it, and fail the build if any mock code reached a bundle.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] || 'dist';
const worker = join(dist, 'mockServiceWorker.js');
if (existsSync(worker)) rmSync(worker);
const leaks = readdirSync(dist)
  .filter((f) => f.endsWith('.js'))
  .filter((f) => /setupWorker|mockServiceWorker|sworld-mock-db/.test(readFileSync(join(dist, f), 'utf8')));
if (leaks.length) {
  console.error(`[build] mock code found in ${leaks.join(', ')}`);
  process.exit(1);
}
console.log('[build] dist has no mock code');
