/**
 * @jest-environment node
 */
import { hashPassword, tokenDigest, verifyPassword } from '../db/secrets';

/**
 * A browser page served over plain http from another machine (the dev server opened by its
 * address) has no `crypto.subtle`. The browser mock must still sign users in there, with the very
 * hashes a secure page or the Node server makes.
 */
const webCrypto = globalThis.crypto;
const withoutSubtle = () =>
  Object.defineProperty(globalThis, 'crypto', {
    configurable: true,
    value: { getRandomValues: webCrypto.getRandomValues.bind(webCrypto) },
  });
const restore = () => Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webCrypto });

afterEach(restore);

it('verifies on a page without crypto.subtle a password hashed with it, and the reverse', async () => {
  const secure = await hashPassword('123456', 1000);
  withoutSubtle();
  expect(globalThis.crypto.subtle).toBeUndefined();
  expect(await verifyPassword('123456', secure)).toBe(true);
  expect(await verifyPassword('654321', secure)).toBe(false);
  const insecure = await hashPassword('123456', 1000);
  restore();
  expect(await verifyPassword('123456', insecure)).toBe(true);
});

it('digests a token the same with and without crypto.subtle', async () => {
  const secure = await tokenDigest('a-session-token');
  withoutSubtle();
  await expect(tokenDigest('a-session-token')).resolves.toBe(secure);
});
