import { browserDialect } from '../browser';

/** The browser mock's switch: ?dialect= on the page URL, kept for the tab's session. */
afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const visit = (url: string) => window.history.replaceState(null, '', url);

it('is the default dialect without ?dialect=', () => {
  visit('/sworldweb/login');
  expect(browserDialect()).toBe('default');
});

it('takes ?dialect=spec and keeps it when a later page has no query, until ?dialect=default', () => {
  visit('/sworldweb/login?dialect=spec');
  expect(browserDialect()).toBe('spec');
  visit('/sworldweb/train/home');
  expect(browserDialect()).toBe('spec');
  visit('/sworldweb/train/home?dialect=default');
  expect(browserDialect()).toBe('default');
  visit('/sworldweb/login');
  expect(browserDialect()).toBe('default');
});

it('takes ?dialect=java and keeps it when a later page has no query, until ?dialect=default', () => {
  visit('/sworldweb/login?dialect=java');
  expect(browserDialect()).toBe('java');
  visit('/sworldweb/train/home');
  expect(browserDialect()).toBe('java');
  visit('/sworldweb/train/home?dialect=default');
  expect(browserDialect()).toBe('default');
});

it('reports an unknown dialect and keeps the one it had', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  visit('/sworldweb/login?dialect=java');
  browserDialect();
  visit('/sworldweb/login?dialect=kotlin');
  expect(browserDialect()).toBe('java');
  expect(warn).toHaveBeenCalledWith('[mock] unknown mock dialect "kotlin" (use "spec", "java" or "default")');
  warn.mockRestore();
});
