import * as menuServiceTyped from '@/services/menu';
import * as meetingServiceTyped from '@/services/orderMeeting';
import { loginAs, type useMockBackend, anyCalls } from '../../../tests/utils/mockServer';

const menuService = anyCalls(menuServiceTyped);
const meetingService = anyCalls(meetingServiceTyped);

/** What the console's mock tests share: the running seeded training, its groups, and the seated students. */
export const RUNNING = '2026春季沙盘对抗赛';

/** The student seated at post 1 of each group of the running training (group g ↔ students[g*4]). */
export const CAPTAINS = ['student', 'student04', 'student08', 'student12'] as const;

/** A refusal's message (or 'accepted'). */
export const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: Error) => e.message,
  );

export function consoleKit(backend: ReturnType<typeof useMockBackend>) {
  const db = () => backend.store.db;
  const training = () => db().trainings.find((t) => t.trainName === RUNNING)!;
  const trainId = () => training().id;
  const groups = () =>
    db()
      .groups.filter((g) => g.trainingId === trainId())
      .sort((a, b) => a.groupNum - b.groupNum);
  const game = () => db().games.find((g) => g.trainingId === trainId())!;
  const last = () => backend.requests[backend.requests.length - 1];
  const requestsTo = (path: string) => backend.requests.filter((r) => r.url.pathname === path);

  /** Opens the round's meeting as the teacher. */
  async function startMeeting() {
    await loginAs('teacher');
    return meetingService.start({ trainId: trainId() });
  }

  /** Advertising of each group (index = group number − 1), sent by the group's captain. */
  async function advertise(amounts: number[], market = 'LOCAL', product = 'P1') {
    for (let i = 0; i < amounts.length; i += 1) {
      await loginAs(CAPTAINS[i]);
      await menuService.putAdvertising({ trainId: trainId(), items: [{ market, product, amount: amounts[i] }] });
    }
  }

  /** Meeting started, ads in, ranking published and picking started: the menu in phase 3. */
  async function openMenu(amounts = [10, 20, 15, 11]) {
    await startMeeting();
    await advertise(amounts);
    await loginAs('teacher');
    await menuService.sendAdvertising({ trainId: trainId() });
    const phase = await menuService.getMenuPhase({ trainId: trainId() });
    return (await menuService.updateMenuState({ trainId: trainId(), menuState: 3, version: phase.version }))!.data!;
  }

  return { db, training, trainId, groups, game, last, requestsTo, startMeeting, advertise, openMenu };
}
