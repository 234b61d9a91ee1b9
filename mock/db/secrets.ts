import type { Db } from './types';

/**
 * Passwords and session tokens as the store keeps them: a password as a salted PBKDF2 hash, a token
 * as its SHA-256 digest, so a copy of the store file (or of the browser's localStorage) gives no
 * password and no live session. Web Crypto where the page has it (Node, and browser pages on https
 * or localhost); the browser mock runs the same handlers, and node:crypto is not there. A page served
 * over plain http from another machine (the dev server opened by its address) has no `crypto.subtle`:
 * the same PBKDF2 and SHA-256 then come from @noble/hashes, so the hashes are the same either way.
 */
import { pbkdf2Async } from '@noble/hashes/pbkdf2';
import { sha256 } from '@noble/hashes/sha256';

/**
 * PBKDF2-SHA256 iterations for a new hash (each hash records its own count, so changing this keeps
 * old hashes valid). Modest on purpose, see docs/ASSUMPTIONS.md: every login of every test and of
 * a class arriving at once pays it, and guessing is slowed by the login throttle anyway.
 */
export const PBKDF2_ITERATIONS = 20_000;

const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;
/** A stored password hash: `pbkdf2-sha256$<iterations>$<salt, hex>$<hash, hex>`. */
const HASH_FORMAT = /^pbkdf2-sha256\$([1-9]\d{0,6})\$([0-9a-f]{32})\$([0-9a-f]{64})$/;
/** A stored token: the hex SHA-256 of the token's UTF-8 bytes. */
const DIGEST_FORMAT = /^[0-9a-f]{64}$/;

/** Web Crypto's subtle part: browsers give it only to secure pages (https, or localhost). */
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const secret = new TextEncoder().encode(password);
  const web = subtle();
  if (!web) return hex(await pbkdf2Async(sha256, secret, salt, { c: iterations, dkLen: HASH_BITS / 8 }));
  const key = await web.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  const bits = await web.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return hex(new Uint8Array(bits));
}

/** A new hash of this password, with its own random salt. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${hex(salt)}$${await derive(password, salt, iterations)}`;
}

export function isPasswordHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_FORMAT.test(value);
}

/** Whether the password is the one hashed; a value that is no hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return false;
  const derived = await derive(password, fromHex(match[2]), Number(match[1]));
  // Compared in full whatever differs first, so the time taken tells nothing about the hash.
  let difference = 0;
  for (let i = 0; i < derived.length; i += 1) difference |= derived.charCodeAt(i) ^ match[3].charCodeAt(i);
  return difference === 0;
}

/** What the store keeps of a session token. */
export async function tokenDigest(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(token);
  const web = subtle();
  return hex(web ? new Uint8Array(await web.digest('SHA-256', bytes)) : sha256(bytes));
}

export function isTokenDigest(value: unknown): value is string {
  return typeof value === 'string' && DIGEST_FORMAT.test(value);
}

/**
 * A store saved before secrets were hashed keeps `password` and `token` in the clear: they are
 * hashed in place (a live session stays live). A password still holding the seed's shared hash
 * (sharedHash) gets its own salt, so no two accounts of a saved store share a hash. Returns
 * whether anything changed, that is whether the store must be written.
 */
export async function upgradeSecrets(db: Db, shared?: { hash: string; password: string }): Promise<boolean> {
  type Legacy = { password?: unknown; passwordHash?: string; token?: unknown; tokenHash?: string };
  const work: Promise<void>[] = [];
  for (const user of db.users as Legacy[]) {
    const plain =
      typeof user.password === 'string' ? user.password : user.passwordHash === shared?.hash ? shared?.password : null;
    if (typeof plain !== 'string') continue;
    work.push(
      hashPassword(plain).then((hash) => {
        user.passwordHash = hash;
        delete user.password;
      }),
    );
  }
  for (const session of db.sessions as Legacy[]) {
    if (typeof session.token !== 'string') continue;
    const token = session.token;
    work.push(
      tokenDigest(token).then((digest) => {
        session.tokenHash = digest;
        delete session.token;
      }),
    );
  }
  await Promise.all(work);
  return work.length > 0;
}
