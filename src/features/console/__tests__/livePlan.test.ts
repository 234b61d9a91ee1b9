import { callsPerSecond, livePlan, staggered, type Watcher } from '../livePlan';

const base = { rich: false, hasMeetings: true, meetingRunning: false, phase: 0, watcher: 'student' } as const;
const WATCHERS: Watcher[] = ['teacher', 'student', 'projector'];

describe('the live plan', () => {
  it('polls only the condition, once a second, when it carries everything or before its first answer', () => {
    expect(livePlan({ ...base, rich: true })).toEqual({ condition: 1000 });
    expect(livePlan({ ...base, rich: null })).toEqual({ condition: 1000 });
  });

  it("keeps within the spec-only backend's request-rate targets", () => {
    // No menu running: at most 1.5 a second.
    for (const hasMeetings of [true, false])
      for (const watcher of WATCHERS)
        expect(callsPerSecond(livePlan({ ...base, hasMeetings, watcher }))).toBeLessThanOrEqual(1.5);
    // A running menu, in any phase, for either role: at most 2.5.
    for (const phase of [0, 1, 2, 3, 4])
      for (const watcher of WATCHERS)
        expect(callsPerSecond(livePlan({ ...base, meetingRunning: true, phase, watcher }))).toBeLessThanOrEqual(2.5);
  });

  it("reads each of the spec's calls often enough for a change to show within 3 seconds", () => {
    for (const plan of [livePlan(base), livePlan({ ...base, meetingRunning: true, phase: 1 })]) {
      expect(plan.training).toBeLessThanOrEqual(2000);
      expect(plan.meeting).toBeLessThanOrEqual(2000);
    }
    const picking = livePlan({ ...base, meetingRunning: true, phase: 3 });
    expect(picking.phase).toBeLessThanOrEqual(2000);
    expect(picking.condition).toBe(1000);
    expect(livePlan({ ...base, meetingRunning: true, phase: 1, watcher: 'teacher' }).teamData).toBe(2000);
    expect(livePlan({ ...base, meetingRunning: true, phase: 1 }).teamData).toBeUndefined();
  });

  it("has the projector follow the teams' advertising at a student console's rate", () => {
    for (const phase of [0, 1, 2, 3, 4])
      for (const meetingRunning of [true, false]) {
        const situation = { ...base, meetingRunning, phase };
        expect(callsPerSecond(livePlan({ ...situation, watcher: 'projector' }))).toBeLessThanOrEqual(
          callsPerSecond(livePlan(situation)),
        );
      }
    const advertising = livePlan({ ...base, meetingRunning: true, phase: 1, watcher: 'projector' });
    expect(advertising.teamData).toBeDefined();
    expect(advertising.phase).toBeLessThanOrEqual(2000);
    expect(advertising.training).toBeLessThanOrEqual(2000);
  });

  it('spreads the first calls of one pace over its period', () => {
    expect(staggered(['training', 'meeting'], { training: 1500, meeting: 1500 }, 10_000)).toEqual({
      training: 10_000,
      meeting: 10_750,
    });
  });
});
