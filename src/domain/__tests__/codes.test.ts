import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  activeCodes,
  DEFAULT_CODES,
  MEETING_STATE,
  MENU_PHASE,
  meetingStateKey,
  menuPhaseKey,
  menuPhaseLabel,
  menuPhaseReached,
  ROLE,
  readCodes,
  roleOf,
  setActiveCodes,
  TRAINING_STATE,
  trainingStateKey,
  trainingStateLabel,
  trainingStateMoves,
  trainingStateOf,
} from '../codes';

/** A backend whose open numbers all differ from today's. */
const OTHER = {
  trainingState: { notStarted: 10, paused: 12, finished: 13 },
  meetingState: { notStarted: 5, running: 6, ended: 7 },
  menuPhase: { none: -1, advertising: 11, ranking: 12, finished: 14 },
  userType: { admin: 9, teacher: 8, abutment: 7 },
};

afterEach(() => setActiveCodes(DEFAULT_CODES));

describe('the default codes', () => {
  it("are today's backend's numbers, with the spec's fixed ones", () => {
    expect(activeCodes()).toBe(DEFAULT_CODES);
    expect({ ...TRAINING_STATE }).toEqual({ notStarted: 0, running: 1, paused: 2, finished: 3 });
    expect({ ...MEETING_STATE }).toEqual({ notStarted: 0, running: 1, ended: 2 });
    expect({ ...MENU_PHASE }).toEqual({ none: 0, advertising: 1, ranking: 2, picking: 3, finished: 4 });
    expect({ ...ROLE }).toEqual({ admin: 1, teacher: 2, student: 3, abutment: 4 });
    expect(trainingStateMoves()).toEqual({ 0: [1], 1: [2, 3], 2: [1, 3], 3: [] });
  });
});

describe('each lookup follows the active codes', () => {
  beforeEach(() => setActiveCodes(readCodes(OTHER).codes));

  it('training states: names, message keys and allowed moves', () => {
    expect({ ...TRAINING_STATE }).toEqual({ notStarted: 10, running: 1, paused: 12, finished: 13 });
    expect([10, 1, 12, 13, '13', 0, 2, null].map(trainingStateOf)).toEqual([
      'notStarted',
      'running',
      'paused',
      'finished',
      'finished',
      undefined,
      undefined,
      undefined,
    ]);
    expect([10, 1, 12, 13, 3].map(trainingStateKey)).toEqual([0, 1, 2, 3, undefined]);
    expect(trainingStateLabel(12)).toBe('train.shared.state.2');
    expect(trainingStateLabel(2)).toBeUndefined();
    expect(trainingStateMoves()).toEqual({ 10: [1], 1: [12, 13], 12: [1, 13], 13: [] });
  });

  it('meeting states', () => {
    expect({ ...MEETING_STATE }).toEqual({ notStarted: 5, running: 6, ended: 7 });
    expect([5, 6, 7, 1].map(meetingStateKey)).toEqual([0, 1, 2, undefined]);
  });

  it('menu phases: picking stays 3, the others and their order follow the codes', () => {
    expect({ ...MENU_PHASE }).toEqual({ none: -1, advertising: 11, ranking: 12, picking: 3, finished: 14 });
    expect([-1, 11, 12, 3, 14, 4].map(menuPhaseKey)).toEqual([0, 1, 2, 3, 4, undefined]);
    expect(menuPhaseLabel(11)).toBe('console.phase.1');
    expect(menuPhaseLabel(-1)).toBeUndefined();
    expect(menuPhaseReached(3, 'ranking')).toBe(true);
    expect(menuPhaseReached(14, 'picking')).toBe(true);
    expect(menuPhaseReached(12, 'picking')).toBe(false);
    expect(menuPhaseReached(4, 'none')).toBe(false);
  });

  it('user types: student stays 3', () => {
    expect({ ...ROLE }).toEqual({ admin: 9, teacher: 8, student: 3, abutment: 7 });
    expect([9, 8, 3, 7, 1, '8', undefined].map(roleOf)).toEqual([
      'admin',
      'teacher',
      'student',
      'abutment',
      undefined,
      'teacher',
      undefined,
    ]);
  });
});

describe('reading the codes setting', () => {
  it('keeps a good table, and defaults each section left out', () => {
    expect(readCodes(OTHER)).toEqual({ codes: OTHER, problems: [] });
    expect(readCodes({ meetingState: OTHER.meetingState })).toEqual({
      codes: { ...DEFAULT_CODES, meetingState: OTHER.meetingState },
      problems: [],
    });
  });

  it('refuses the whole setting for one bad entry', () => {
    const { codes, problems } = readCodes({ ...OTHER, userType: { admin: 9, teacher: 8, abutment: 1.5 } });
    expect(codes).toBe(DEFAULT_CODES);
    expect(problems).toEqual(['"codes.userType.abutment" must be an integer: "codes" ignored, default codes hold']);
  });
});

/** Every source file of the app, tests aside. */
function appFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.umi') || name === '__tests__') return [];
    if (statSync(path).isDirectory()) return appFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the app compares codes through this module only', () => {
  const src = join(__dirname, '..', '..');
  const files = appFiles(src).filter((f) => !f.endsWith(join('domain', 'codes.ts')) && !f.endsWith('constants.ts'));

  it('imports no code table from the constants', () => {
    const offending = files.filter((f) =>
      /import\s*\{[^}]*\b(ROLE|HIDDEN_ROLE|TRAINING_STATE|MEETING_STATE|TRAINING_STATE_MOVES|TRAINING_STATE_NAMES)\b[^}]*\}\s*from\s*'(@\/constants|(\.\.?\/)+constants)'/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('compares no state, phase or user type against a number', () => {
    const literal =
      /\b(phase|meetingState|userType|\.state)\s*(===|!==|<=|>=|<|>)\s*-?\d|\d\s*(===|!==)\s*\S*\b(phase|meetingState|userType|state)\b/;
    // The case editor's own 0/1 (developing/ready) is not one of the backend's codes.
    const offending = files
      .filter((f) => !f.endsWith(join('CaseDev', 'index.tsx')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => literal.test(line))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
