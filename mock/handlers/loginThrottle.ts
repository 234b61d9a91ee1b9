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
 *
 * Names that are accounts and names that are not are kept apart. An account's count is never pushed
 * out by other names: it goes only when forgotten (FORGET_MS) or cleared by a success, and the
 * accounts bound its table. Names that are no account (guesses, typos) are counted alike, in one
 * table of at most MAX_OTHER_NAMES where the least recently failed go first.
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 30_000;
/** Failures this old are forgotten. */
const FORGET_MS = 15 * 60_000;
/** Bound on the names that are no account tracked at once. */
export const MAX_OTHER_NAMES = 10_000;
/**
 * Addresses counted apart per account (with ctx.peer); failures from further addresses share one
 * count, so no number of addresses grows an account's table without bound.
 */
const MAX_ADDRESSES_PER_ACCOUNT = 64;
const OTHER_ADDRESSES = '*';

interface Failures {
  count: number;
  last: number;
  /** No attempt before this time. */
  until: number;
}

interface Tables {
  /** Per account name: its counts, per address ('' where addresses are not told apart). */
  accounts: Map<string, Map<string, Failures>>;
  /** Names that are no account (with the address where known), least recently failed first. */
  others: Map<string, Failures>;
}

const byStore = new WeakMap<Store, Tables>();

function tables(ctx: Ctx): Tables {
  let found = byStore.get(ctx.store);
  if (!found) byStore.set(ctx.store, (found = { accounts: new Map(), others: new Map() }));
  return found;
}

const isAccount = (ctx: Ctx, username: string) => ctx.db.users.some((u) => u.userCode === username);

/** Where this attempt's count lives: the table, and its key there. */
function slot(ctx: Ctx, username: string, adding: boolean): { table: Map<string, Failures>; key: string } {
  const { accounts, others } = tables(ctx);
  if (!isAccount(ctx, username)) return { table: others, key: ctx.peer ? `${username}\n${ctx.peer}` : username };
  let table = accounts.get(username);
  if (!table) {
    table = new Map();
    if (adding) accounts.set(username, table);
  }
  const peer = ctx.peer ?? '';
  const full = !table.has(peer) && table.size >= MAX_ADDRESSES_PER_ACCOUNT;
  return { table, key: peer && full ? OTHER_ADDRESSES : peer };
}

/** Refuses (429) an attempt on an account that must still wait, saying for how long. */
export function assertMayTryLogin(ctx: Ctx, username: string) {
  const { table, key } = slot(ctx, username, false);
  const entry = table.get(key);
  if (!entry) return;
  if (ctx.now - entry.last > FORGET_MS) {
    table.delete(key);
    return;
  }
  if (ctx.now < entry.until) {
    const seconds = Math.ceil((entry.until - ctx.now) / 1000);
    refuse(CODE.tooManyRequests, `登录失败次数过多，请 ${seconds} 秒后再试`, { retryAfter: seconds });
  }
}

export function loginFailed(ctx: Ctx, username: string) {
  const { table, key } = slot(ctx, username, true);
  const entry = table.get(key) ?? { count: 0, last: ctx.now, until: 0 };
  entry.count += 1;
  entry.last = ctx.now;
  if (entry.count > FREE_FAILURES)
    entry.until = ctx.now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (entry.count - FREE_FAILURES - 1));
  table.delete(key);
  table.set(key, entry);
  const { accounts, others } = tables(ctx);
  if (table === others && others.size > MAX_OTHER_NAMES) {
    for (const [k, e] of others) if (ctx.now - e.last > FORGET_MS) others.delete(k);
    // Still too many: the least recently failed go first (a Map keeps insertion order).
    for (const k of others.keys()) {
      if (others.size <= MAX_OTHER_NAMES) break;
      others.delete(k);
    }
  }
  if (table !== others) {
    // An account's counts go once forgotten; the accounts of the store bound what stays.
    for (const [k, e] of table) if (ctx.now - e.last > FORGET_MS) table.delete(k);
    if (!accounts.has(username)) accounts.set(username, table);
  }
}

export function loginSucceeded(ctx: Ctx, username: string) {
  const { table, key } = slot(ctx, username, false);
  table.delete(key);
  const { accounts } = tables(ctx);
  if (table.size === 0) accounts.delete(username);
}
