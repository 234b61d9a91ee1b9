import TestSequencer from '@jest/test-sequencer';

// The package is CommonJS: its class is the default export's own default.
const Sequencer = TestSequencer.default ?? TestSequencer;

/**
 * The browser files that take longest start first, so that the run does not end waiting on one of them
 * alone (the per-dialect files of a played game let the two workers share it). Jest orders files by the times it recorded on this machine, but a clean clone (CI) has none
 * and falls back to file size, which puts the one-line per-dialect files last. Seconds on the 2-core
 * machine; the other files follow in jest's own order.
 */
const SLOW = {
  'fullYear.default.e2e.ts': 230,
  'fullYear.java.e2e.ts': 190,
  'fullYear.spec.e2e.ts': 170,
  'hardening.e2e.ts': 160,
  'devWarnings.e2e.ts': 190,
  'teaching.e2e.ts': 150,
  'remaining.e2e.ts': 150,
  'variantsAndMenus.e2e.ts': 135,
  'benchSmoke.e2e.ts': 135,
  'faults.e2e.ts': 120,
  'authoring.e2e.ts': 110,
  'foundation.e2e.ts': 105,
  'phone.e2e.ts': 100,
  'debriefPlayed.spec.e2e.ts': 100,
  'debriefPlayed.java.e2e.ts': 80,
  'debriefPlayed.default.e2e.ts': 70,
};

export default class SlowFirst extends Sequencer {
  sort(tests) {
    const weight = (test) => SLOW[test.path.split('/').pop()] ?? 0;
    return super
      .sort(tests)
      .map((test, i) => ({ test, i }))
      .sort((a, b) => weight(b.test) - weight(a.test) || a.i - b.i)
      .map(({ test }) => test);
  }
}
