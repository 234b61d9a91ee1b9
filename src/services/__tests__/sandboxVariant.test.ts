import { http, HttpResponse } from 'msw';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import common from '@/models/common';
import trainModel from '@/stores/train';
import { defaultTraining } from '@/features/training/useTraining';
import * as trainingService from '@/services/training';
import * as userService from '@/services/user';
import { resetSessionExpiry } from '../request';
import {
  enterSandTable,
  enterTraining,
  getCurrentTraining,
  getSandboxVersion,
  sandboxVersionOf,
  setSandboxVersion,
} from '@/utils/session';

/** The stored sandbox version follows the training or case the user enters. */
const backend = useMockBackend();
const db = () => backend.store.db;
const trainingOn = (sandTableId: string) => db().trainings.find((t) => t.sandTableId === sandTableId)!;
const paths = () => backend.requests.map((r) => r.url.pathname).filter((p) => p !== '/login');

beforeEach(() => resetSessionExpiry());

describe('which sandTableId sets what', () => {
  it.each([
    ['1', '1', '/sworld/training/getById'],
    ['2', '2', '/sworldgz/training/getById'],
    ['3', '3', '/sworldrelease/training/getById'],
    ['9', '1', '/sworld/training/getById'],
  ])('sand table %s stores version %s and sends shunt calls to %s', async (sandTableId, version, path) => {
    await loginAs('teacher');
    setSandboxVersion(sandTableId === '2' ? '3' : '2');
    enterSandTable(sandTableId);
    expect(getSandboxVersion()).toBe(version);
    await trainingService.getById({ trainId: trainingOn('1').id });
    expect(paths()).toEqual([path]);
  });

  it('leaves the stored version alone when the row carries no sandTableId', () => {
    setSandboxVersion('3');
    enterSandTable(undefined);
    enterSandTable('');
    enterSandTable(null);
    expect(getSandboxVersion()).toBe('3');
    expect(sandboxVersionOf(2)).toBe('2');
  });

  it('entering a training stores its sand table and makes it the training chosen last', () => {
    enterTraining({ id: '42', sandTableId: '2' });
    expect(getSandboxVersion()).toBe('2');
    expect(getCurrentTraining()).toEqual({ trainId: '42', sandTableId: '2' });
    // The same training again without a sandTableId keeps what is known of it.
    enterTraining({ trainId: '42' });
    expect(getCurrentTraining()).toEqual({ trainId: '42', sandTableId: '2' });
    enterTraining({ trainId: '7', sandTableId: '1' });
    expect(getSandboxVersion()).toBe('1');
    expect(getCurrentTraining()).toEqual({ trainId: '7', sandTableId: '1' });
  });

  it("loading a training (getById) enters it: the calls after it go to the training's variant", async () => {
    await loginAs('teacher');
    const gz = trainingOn('2');
    const store = createModelStore([common, trainModel]);
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: gz.id } });
    expect(getSandboxVersion()).toBe('2');
    expect(getCurrentTraining()).toEqual({ trainId: gz.id, sandTableId: '2' });
    // getById went out before the answer named the sand table; the group list after it.
    const [first, ...after] = paths();
    expect(first).toBe('/sworld/training/getById');
    expect(after).toEqual(['/sworldgz/training/post/relList', '/sworldgz/case/picture/list']);
  });
});

describe('kept and cleared', () => {
  it('is kept across a reload: a fresh request layer reads the stored version', () => {
    enterTraining({ id: '5', sandTableId: '3' });
    jest.isolateModules(() => {
      const fresh = require('../request') as typeof import('../request');
      const { endpoints } = require('@/services/endpoints') as typeof import('@/services/endpoints');
      expect(fresh.buildUrl(endpoints.training.getById, { trainId: '5' })).toBe(
        '/sworldrelease/training/getById?trainId=5',
      );
      const session = require('@/utils/session') as typeof import('@/utils/session');
      expect(session.getCurrentTraining()).toEqual({ trainId: '5', sandTableId: '3' });
    });
  });

  it('is cleared on logout', async () => {
    const store = createModelStore([common]);
    await store.dispatch({ type: 'common/login', payload: { username: 'teacher', password: '123456' } });
    enterTraining({ id: trainingOn('2').id, sandTableId: '2' });
    await store.dispatch({ type: 'common/logout' });
    expect(window.localStorage.getItem('sandboxVersion')).toBeNull();
    expect(getCurrentTraining()).toBeNull();
  });

  it('is cleared on a 401', async () => {
    await loginAs('teacher');
    enterTraining({ id: trainingOn('3').id, sandTableId: '3' });
    backend.server.use(
      http.get('*/sworld/user/getById', () => HttpResponse.json({ code: 401, msg: 'expired', data: null })),
    );
    expect(await userService.getById()).toBeUndefined();
    expect(window.localStorage.getItem('sandboxVersion')).toBeNull();
    expect(getCurrentTraining()).toBeNull();
  });
});

describe('the training an experiment screen opens', () => {
  const rows = [
    { id: 'a', state: 3, sandTableId: '3' },
    { id: 'b', state: 1, sandTableId: '1' },
    { id: 'c', state: 0, sandTableId: '2' },
  ];

  it('is the one in qs, else the one chosen last, else the one in progress, else the first', () => {
    expect(defaultTraining(rows, 'c')).toBe('c');
    expect(defaultTraining(rows, '')).toBe('b');
    enterTraining({ id: 'a', sandTableId: '3' });
    expect(defaultTraining(rows, '')).toBe('a');
    enterTraining({ id: 'gone', sandTableId: '1' });
    expect(defaultTraining(rows, '')).toBe('b');
    expect(defaultTraining([rows[0], rows[2]], '')).toBe('a');
    expect(defaultTraining([], '')).toBe('');
  });

  it('waits for the list unless qs names the training entered last (its sand table is known)', () => {
    expect(defaultTraining(undefined, 'c')).toBe('');
    expect(defaultTraining(undefined, '')).toBe('');
    enterTraining({ id: 'c', sandTableId: '2' });
    expect(defaultTraining(undefined, 'c')).toBe('c');
  });
});
