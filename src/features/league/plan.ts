/**
 * The order of the league's calls. One call at a time, at most one a second, whatever the number
 * of trainings: the caller asks `next()` for each turn.
 *
 * - First the teacher's training list (which of the link's trainings are theirs, and each one's
 *   case, rule, class, round and state), then every available training's team score list once.
 * - Then cycles: each live (running) training's scores in turn. A cycle of fewer than
 *   LIVE_WITHIN turns also reads the training list, so rounds and states follow as fast as scores.
 *   With LIVE_WITHIN or more live trainings every second belongs to a score list (that is what
 *   keeps a change within five seconds); the list then takes, once, the next turn of a training
 *   whose scores just changed: a settlement changes scores, and moves the round with it.
 * - A training that left the running state is read once more, for its last scores. With none
 *   running, only the list is read, every IDLE_MS, to notice one that starts.
 */

/** At most one request a second. */
export const LEAGUE_GAP_MS = 1000;
/** Live trainings that one cycle can read within the five seconds a change may take to show. */
export const LIVE_WITHIN = 5;

/** With no training running, the list is read this often, to notice one that starts. */
export const IDLE_MS = 10_000;

/** A call of the league; `waitMs` is how long to wait before it, beyond the one second between calls. */
export type Turn = { kind: 'list'; waitMs?: number } | { kind: 'scores'; trainId: string };

export class LeaguePlan {
  private queue: Turn[] = [{ kind: 'list' }];
  /** the available trainings' ids, in the link's order */
  private available: string[] = [];
  private live = new Set<string>();
  /** trainings to read once, at the start of the next cycle */
  private once = new Set<string>();
  /** live trainings whose scores changed: the list takes their next turn */
  private changed = new Set<string>();
  private listed = false;

  /** The training list answered: which trainings are available, which are live, which can be read. */
  listAnswered(available: string[], live: string[], readable: string[]) {
    const first = !this.listed;
    this.listed = true;
    const wasLive = this.live;
    this.available = available;
    this.live = new Set(live.filter((id) => available.includes(id)));
    for (const id of readable) {
      // Every readable training once at the start; later, one that stopped running, for its last scores.
      if (first || (wasLive.has(id) && !this.live.has(id))) this.once.add(id);
    }
    if (first) this.queue = [];
  }

  /** A score list answered; `differs` when it is not what the last answer said. */
  scoresAnswered(trainId: string, differs: boolean) {
    if (differs && this.live.has(trainId) && this.live.size >= LIVE_WITHIN) this.changed.add(trainId);
  }

  /** A call failed: a training's first read is tried again in the next cycle, the list at its next turn. */
  failed(turn: Turn, hadAnswer: boolean) {
    if (turn.kind === 'scores' && !hadAnswer) this.once.add(turn.trainId);
    if (turn.kind === 'list' && !this.listed) this.queue = [{ kind: 'list' }];
  }

  /** The next call. */
  next(): Turn {
    if (!this.queue.length) this.queue = this.cycle();
    return this.queue.shift()!;
  }

  private cycle(): Turn[] {
    if (!this.listed) return [{ kind: 'list' }];
    const turns: Turn[] = [];
    const order = this.available.filter((id) => this.once.has(id) || this.live.has(id));
    let listed = false;
    for (const id of order) {
      if (this.changed.has(id) && !listed) {
        this.changed.delete(id);
        listed = true;
        turns.push({ kind: 'list' });
        continue;
      }
      turns.push({ kind: 'scores', trainId: id });
    }
    this.once.clear();
    // Room under five seconds: the list follows with the scores.
    if (!listed && this.live.size > 0 && this.live.size < LIVE_WITHIN) turns.push({ kind: 'list' });
    // Nothing running: the list now and then, to notice a training that starts or resumes.
    if (!turns.length) turns.push({ kind: 'list', waitMs: IDLE_MS });
    return turns;
  }
}
