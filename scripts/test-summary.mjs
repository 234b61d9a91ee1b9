// Prints one closing line for npm test from jest's JSON results and the lint and type check statuses:
// "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
// `--lint=STATUS` and `--typecheck=STATUS`: npm run lint's and npm run typecheck's exit statuses, each
// counted as one check of the run.
const args = process.argv.slice(2);
for (const check of ['--lint=', '--typecheck=']) {
  const status = args.find((a) => a.startsWith(check));
  if (!status) continue;
  if (status === `${check}0`) passed += 1;
  else failed += 1;
}
for (const file of args.filter((a) => !a.startsWith('--'))) {
  if (!existsSync(file)) {
    missing += 1;
    continue;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  // A suite that failed to run has no failed tests but must still fail the run.
  failed += result.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
}
failed += missing;
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
