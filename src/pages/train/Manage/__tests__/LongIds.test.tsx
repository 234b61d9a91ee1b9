import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createHistory } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import trainInfoModel from '@/stores/trainInfo';
import trainManageModel from '@/stores/trainManage';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TrainManage from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** A training as the Java backend lists it: its long ids are bare numbers in the JSON text. */
const ID = '1234567890123456789';
const row = (isOpen: number) =>
  `{"id":${ID},"trainName":"长编号实训","caseId":9007199254740993,"caseName":"案例","ruleId":1,"ruleName":"规则",` +
  `"classId":9007199254740995,"className":"班级","roundNumber":8,"currRound":0,"groupNum":4,"state":0,` +
  `"stateName":"未开始","sandTableId":"1","selectVersion":1,"postList":[1,2],"version":1,` +
  `"createTime":"2026-03-01 08:00:00","isOpen":${isOpen}}`;
const javaJson = (text: string) =>
  new HttpResponse(text, { headers: { 'Content-Type': 'application/json;charset=UTF-8' } });

it('a training with a long id: its console link and its open switch carry the exact digits', async () => {
  const history = createHistory({ type: 'memory' });
  history.push('/train/home/manage');
  backend.server.use(
    http.get('*/sworld/training/list', () =>
      javaJson(`{"code":200,"msg":"","data":{"total":1,"records":[${row(0)}]}}`),
    ),
    http.post('*/sworld/training/isOpen', () => javaJson(`{"code":200,"msg":"","data":${row(1)}}`)),
  );
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  const line = (await screen.findByText('长编号实训')).closest('tr')!;

  await userEvent.click(within(line).getByRole('switch', { name: '“长编号实训”对学生开放' }));
  expect(await screen.findByText('实训已对学生开放')).toBeInTheDocument();
  const opened = backend.requests.filter((r) => r.url.pathname === '/sworld/training/isOpen');
  expect(opened.map((r) => r.body)).toEqual([`trainId=${ID}&isOpen=1`]);

  await userEvent.click(within(line).getByRole('button', { name: label('控制台') }));
  expect(history.location.pathname).toBe('/train/home/console');
  expect(history.location.search).toBe(`?qs=${encodeURIComponent(`{"trainId":"${ID}"}`)}`);
});
