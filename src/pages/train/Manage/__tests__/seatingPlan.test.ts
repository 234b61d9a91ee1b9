import {
  displayOrder,
  groupSizes,
  planLayout,
  seatSteps,
  shuffled,
  swapStudents,
  type PlanGroup,
} from '../seatingPlan';

/** `count` groups of the given posts, seat ids `g<group>p<post>`. */
const groupsOf = (count: number, posts = [1, 2, 3, 4]): PlanGroup[] =>
  Array.from({ length: count }, (_, i) => ({
    key: String(i + 1),
    name: `第${i + 1}组`,
    seats: posts.map((postId) => ({ seatId: `g${i + 1}p${postId}`, postId })),
  }));
const students = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('the seating planner', () => {
  it('seats 40 students into 10 groups of 4, in class order group after group', () => {
    const layout = planLayout(groupsOf(10), students(40));
    expect(layout.unseated).toEqual([]);
    expect(Object.values(layout.bySeat)).toHaveLength(40);
    expect(new Set(Object.values(layout.bySeat)).size).toBe(40);
    expect([1, 2, 3, 4].map((p) => layout.bySeat[`g1p${p}`])).toEqual(['s1', 's2', 's3', 's4']);
    expect([1, 2, 3, 4].map((p) => layout.bySeat[`g10p${p}`])).toEqual(['s37', 's38', 's39', 's40']);
  });

  it('keeps groups as even as the numbers allow, leaving the highest posts empty', () => {
    expect(groupSizes(groupsOf(4), 10)).toEqual([3, 3, 2, 2]);
    const layout = planLayout(groupsOf(3, [5, 1, 2, 3, 4]), students(11));
    expect(groupSizes(groupsOf(3, [1, 2, 3, 4, 5]), 11)).toEqual([4, 4, 3]);
    // Post 5 is the first to stay empty, then post 4.
    expect(layout.bySeat.g1p5).toBeNull();
    expect(layout.bySeat.g3p4).toBeNull();
    expect([1, 2, 3, 4].map((p) => layout.bySeat[`g2p${p}`])).toEqual(['s5', 's6', 's7', 's8']);
    expect(layout.bySeat.g3p3).toBe('s11');
  });

  it('shows post 5 first and the others by id, whether ids come as numbers or text', () => {
    expect(displayOrder([{ postId: '2' }, { postId: 5 }, { postId: 1 }, { postId: '4' }]).map((s) => s.postId)).toEqual(
      [5, 1, '2', '4'],
    );
  });

  it('fills the seats a group has when groups differ in size', () => {
    const groups = [...groupsOf(1, [1, 2]), ...groupsOf(3).slice(1)];
    expect(groupSizes(groups, 8)).toEqual([2, 3, 3]);
  });

  it('leaves the students beyond the seats unseated, in order, and says so', () => {
    const layout = planLayout(groupsOf(2), students(11));
    expect(layout.unseated).toEqual(['s9', 's10', 's11']);
    expect(Object.values(layout.bySeat).every(Boolean)).toBe(true);
  });

  it('shuffles the same way for the same seed, another way for another', () => {
    const list = students(40);
    expect(shuffled(list, 1)).toEqual(shuffled(list, 1));
    expect(shuffled(list, 1)).not.toEqual(list);
    expect(shuffled(list, 2)).not.toEqual(shuffled(list, 1));
    expect([...shuffled(list, 3)].sort()).toEqual([...list].sort());
  });

  it('swaps two seated students, or a seated one with one without a seat', () => {
    const layout = planLayout(groupsOf(1), students(5));
    const swapped = swapStudents(layout, 's1', 's4');
    expect(swapped.bySeat).toMatchObject({ g1p1: 's4', g1p4: 's1' });
    const out = swapStudents(layout, 's2', 's5');
    expect(out.bySeat.g1p2).toBe('s5');
    expect(out.unseated).toEqual(['s2']);
  });
});

describe('the transfer calls from one layout to another', () => {
  it('empties every changing seat first, then seats each student on an empty seat', () => {
    const current = { a: 's1', b: 's2', c: null, d: 's9' };
    const target = { a: 's2', b: 's1', c: 's3', d: 's9' };
    expect(seatSteps(current, target)).toEqual([
      { seatId: 'a', studentId: '' },
      { seatId: 'b', studentId: '' },
      { seatId: 'a', studentId: 's2' },
      { seatId: 'b', studentId: 's1' },
      { seatId: 'c', studentId: 's3' },
    ]);
  });

  it('never seats a student twice: each seat call meets an empty seat and a student with none', () => {
    const current: Record<string, string | null> = { a: 's1', b: 's2', c: 's3', d: null, e: 's7' };
    const target = { a: 's3', b: null, c: 's1', d: 's2', e: 's8' };
    const seats = { ...current };
    for (const step of seatSteps(current, target)) {
      const from = Object.keys(seats).find((k) => step.studentId && seats[k] === step.studentId);
      // Every seat call lands on an empty seat, for a student who sits nowhere.
      if (step.studentId) expect([from, seats[step.seatId]]).toEqual([undefined, null]);
      seats[step.seatId] = step.studentId || null;
    }
    expect(seats).toEqual(target);
  });

  it('sends nothing when the layout does not change', () => {
    expect(seatSteps({ a: 's1', b: null }, { a: 's1', b: null })).toEqual([]);
  });
});
