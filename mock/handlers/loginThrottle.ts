import type { Store } from '../db/store';
import { CODE, type Ctx, refuse } from './kit';

/**
 * Failed logins slow the next attempts down. Only failures count (a success forgets them). The
 * first FREE_FAILURES are free; after that each failure makes the next attempt wait, 1 second
 * doubling up to 30: a script guessing a password gets a few tries a minute, while a student who
 * types the teacher's name with wrong passwords keeps the teacher out for half a minute at most.
 *
 * The count is kept per account, and per account and address where the host sees each caller's own
 * address (ctx.peer, see PEER_HEADER): behind nginx or a school's NAT a whole class shares one
 * address, so there it is the account alone. It lives in memory, per store: a restart forgets it.
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 30_000;
/** Failures this old are forgotten. */
const FORGET_MS = 15 * 60_000;
/** Bound on the accounts tracked at once (names that are no account are tracked too, alike). */
const MAX_TRACKED = 10_000;

interface Failures {
  count: number;
  last: number;
  /** No attempt before this time. */
  until: number;
}

const byStore = new WeakMap<Store, Map<string, Failures>>();

function table(ctx: Ctx): Map<string, Failures> {
  let map = byStore.get(ctx.store);
  if (!map) byStore.set(ctx.store, (map = new Map()));
  return map;
}

const keyOf = (ctx: Ctx, username: string) => (ctx.peer ? `${username}\n${ctx.peer}` : username);

/** Refuses (429) an attempt on an account that must still wait, saying for how long. */
export function assertMayTryLogin(ctx: Ctx, username: string) {
  const map = table(ctx);
  const key = keyOf(ctx, username);
  const entry = map.get(key);
  if (!entry) return;
  if (ctx.now - entry.last > FORGET_MS) {
    map.delete(key);
    return;
  }
  if (ctx.now < entry.until) {
    const seconds = Math.ceil((entry.until - ctx.now) / 1000);
    refuse(CODE.tooManyRequests, `登录失败次数过多，请 ${seconds} 秒后再试`, { retryAfter: seconds });
  }
}

export function loginFailed(ctx: Ctx, username: string) {
  const map = table(ctx);
  const key = keyOf(ctx, username);
  const entry = map.get(key) ?? { count: 0, last: ctx.now, until: 0 };
  entry.count += 1;
  entry.last = ctx.now;
  if (entry.count > FREE_FAILURES)
    entry.until = ctx.now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (entry.count - FREE_FAILURES - 1));
  map.delete(key);
  map.set(key, entry);
  if (map.size > MAX_TRACKED) {
    for (const [k, e] of map) if (ctx.now - e.last > FORGET_MS) map.delete(k);
    // Still too many: the least recently failed go first (a Map keeps insertion order).
    for (const k of map.keys()) {
      if (map.size <= MAX_TRACKED) break;
      map.delete(k);
    }
  }
}

export function loginSucceeded(ctx: Ctx, username: string) {
  table(ctx).delete(keyOf(ctx, username));
}
