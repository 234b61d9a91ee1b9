import { callsPerSecond, livePlan, staggered } from '../livePlan';

const base = { rich: false, hasMeetings: true, meetingRunning: false, phase: 0, teacher: false } as const;

describe('the live plan', () => {
  it('polls only the condition, once a second, when it carries everything or before its first answer', () => {
    expect(livePlan({ ...base, rich: true })).toEqual({ condition: 1000 });
    expect(livePlan({ ...base, rich: null })).toEqual({ condition: 1000 });
  });

  it("keeps within the spec-only backend's request-rate targets", () => {
    // No menu running: at most 1.5 a second.
    for (const hasMeetings of [true, false])
      for (const teacher of [true, false])
        expect(callsPerSecond(livePlan({ ...base, hasMeetings, teacher }))).toBeLessThanOrEqual(1.5);
    // A running menu, in any phase, for either role: at most 2.5.
    for (const phase of [0, 1, 2, 3, 4])
      for (const teacher of [true, false])
        expect(callsPerSecond(livePlan({ ...base, meetingRunning: true, phase, teacher }))).toBeLessThanOrEqual(2.5);
  });

  it("reads each of the spec's calls often enough for a change to show within 3 seconds", () => {
    for (const plan of [livePlan(base), livePlan({ ...base, meetingRunning: true, phase: 1 })]) {
      expect(plan.training).toBeLessThanOrEqual(2000);
      expect(plan.meeting).toBeLessThanOrEqual(2000);
    }
    const picking = livePlan({ ...base, meetingRunning: true, phase: 3 });
    expect(picking.phase).toBeLessThanOrEqual(2000);
    expect(picking.condition).toBe(1000);
    expect(livePlan({ ...base, meetingRunning: true, phase: 1, teacher: true }).teamData).toBe(2000);
    expect(livePlan({ ...base, meetingRunning: true, phase: 1 }).teamData).toBeUndefined();
  });

  it('spreads the first calls of one pace over its period', () => {
    expect(staggered(['training', 'meeting'], { training: 1500, meeting: 1500 }, 10_000)).toEqual({
      training: 10_000,
      meeting: 10_750,
    });
  });
});
