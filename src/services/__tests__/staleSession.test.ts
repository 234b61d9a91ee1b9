import { message } from 'antd';
import { delay, http } from 'msw';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { endpoints } from '../endpoints';
import { request, resetSessionExpiry } from '../request';

/**
 * A screen's call may still be on its way when its session ends and a new one starts (a user signs
 * out and in again, or the server forgets the old session). Its late 401 speaks of the old session:
 * the new one must stay signed in and its calls must go on.
 */
const backend = useMockBackend();
const warned = jest.spyOn(message, 'warning');

beforeEach(() => {
  resetSessionExpiry();
  warned.mockClear();
});

it('a late 401 for an earlier session leaves the newer session signed in', async () => {
  const first = await loginAs('teacher');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The old session's call is answered only after the new session has started.
  backend.server.use(
    http.get('*/sworld/teachingclass/list', async () => {
      await held;
    }),
  );
  const late = request(endpoints.class.list, { current: 1, size: 10 });
  await delay(50);
  backend.store.reset();
  window.localStorage.clear();
  const second = await loginAs('teacher');
  expect(second.authorization).not.toBe(first.authorization);
  backend.server.resetHandlers();
  release();

  await expect(late).resolves.toBeUndefined();
  expect(window.localStorage.getItem('authorization')).toBe(second.authorization);
  expect(warned).not.toHaveBeenCalled();
  const page = await request(endpoints.class.list, { current: 1, size: 10 });
  expect(page?.records.length).toBeGreaterThan(0);
});

it('a 401 for the session now stored still ends it', async () => {
  await loginAs('teacher');
  backend.store.reset();
  await expect(request(endpoints.class.list, { current: 1, size: 10 })).resolves.toBeUndefined();
  expect(window.localStorage.getItem('authorization')).toBeNull();
  expect(warned).toHaveBeenCalledWith(expect.objectContaining({ content: '用户登录已过期，请重新登录' }));
});
