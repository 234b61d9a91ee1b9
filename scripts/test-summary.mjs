// The end of npm test's output, from jest's JSON results and what scripts/test.sh measured:
//   Slowest test files:            the ten slowest files of both jest runs, with their seconds
//   Stages: lint 1.9 s, ...        each stage's time, as test.sh measured it
//   Unit test order: seed N ...    how to replay the randomized order of the unit tests
//   Wall time: 18 min 47 s         the whole npm test
//   Tests: N passed, N failed      the closing line
// CI parses the closing line: it stays last, alone on its line, in exactly that form.
//
// Arguments:
//   --unit=FILE, --browser=FILE    jest's --json output of each run (a missing file fails the run)
//   --lint=STATUS, --typecheck=STATUS
//                                  npm run lint's and npm run typecheck's exit statuses, each counted as
//                                  one check of the run
//   --stage=NAME:SECONDS           a stage's time (repeated, printed in the order given)
//   --wall=SECONDS                 the whole run's time
//   --seed=N                       the seed of the unit tests' random order
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const value = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const values = (name) => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));

const duration = (seconds) => {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

let passed = 0;
let failed = 0;
let skipped = 0;
for (const check of ['lint', 'typecheck']) {
  const status = value(check);
  if (status === undefined) continue;
  if (status === '0') passed += 1;
  else failed += 1;
}

const files = [];
for (const run of ['unit', 'browser']) {
  const file = value(run);
  if (file === undefined) continue;
  if (!existsSync(file)) {
    console.log(`[test] no ${run} test results (${file}): counted as a failure`);
    failed += 1;
    continue;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  for (const suite of result.testResults) {
    // A suite that failed to run has no failed tests but must still fail the run.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) failed += 1;
    // Jest's own start and end of the file: from its first import to its last test.
    const seconds = (suite.endTime - suite.startTime) / 1000;
    if (Number.isFinite(seconds)) files.push({ run, seconds, name: relative(process.cwd(), suite.name) });
  }
}

if (files.length > 0) {
  console.log('Slowest test files:');
  const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  for (const { run, seconds, name } of slowest) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${run.padEnd(7)}  ${name}`);
  }
}
const stages = values('stage').map((stage) => {
  const [name, seconds] = stage.split(':');
  return `${name} ${duration(Number(seconds))}`;
});
if (stages.length > 0) console.log(`Stages: ${stages.join(', ')}`);
const seed = value('seed');
if (seed !== undefined) {
  console.log(`Unit test order: seed ${seed} (replay it: npx jest --randomize --seed=${seed})`);
}
if (skipped > 0) console.log(`Skipped: ${skipped}`);
const wall = value('wall');
if (wall !== undefined) console.log(`Wall time: ${duration(Number(wall))}`);
// The closing line, parsed by CI: keep it last and in this exact form.
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
