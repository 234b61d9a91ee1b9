import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import trainInfoModel from '@/stores/trainInfo';
import trainManageModel from '@/stores/trainManage';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { answerNullData } from '../../../../../tests/utils/nullAnswers';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TrainManage from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

// A shared, busy machine: answers may take a few seconds.
configure({ asyncUtilTimeout: 8000 });
const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

it('saving a training answered with data: null (Spring’s Result.success()) closes the dialog once and shows the saved name', async () => {
  // Any sandbox version's save path (/sworld/, /sworldgz/, /sworldrelease/).
  const saves = answerNullData(backend.server, '*/training/save');
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  const row = (await screen.findByText('会计2班经营模拟')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: label('编辑') }));
  const dialog = await screen.findByRole('dialog', { name: '编辑实训' });
  const name = within(dialog).getByLabelText('实训名称');
  await userEvent.clear(name);
  await userEvent.type(name, '会计2班（空答复）');
  await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

  expect(await screen.findByText('实训已保存')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑实训' })).toBeNull());
  expect(await screen.findByText('会计2班（空答复）')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(backend.store.db.trainings.filter((t) => t.trainName === '会计2班（空答复）')).toHaveLength(1);
});
