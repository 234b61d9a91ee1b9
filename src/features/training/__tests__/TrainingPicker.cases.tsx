import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { TRAINING_STATE } from '@/domain/codes';
import type { ExperimentRow } from '@/services/experiment';
import { TrainingPicker as AnalysisTrainingPicker } from '@/pages/analysis/components/Pickers';
import type { TrainingRow } from '@/pages/analysis/hooks';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import TrainingPicker from '../TrainingPicker';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

// One name a teacher typed with its state in it, one without.
const rows = [
  { id: '1', trainName: '2025秋季沙盘实训（已结束）', state: TRAINING_STATE.finished },
  { id: '2', trainName: '2026春季沙盘对抗赛', state: TRAINING_STATE.finished },
];

/** The texts of the open select's options. */
async function optionTexts(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  await within(document.body).findByText('2026春季沙盘对抗赛（已结束）', {
    selector: '.ant-select-item-option-content',
  });
  expect(list).toBeInTheDocument();
  return [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
}

describe('a training with its state', () => {
  it('reads the state once in the training picker', async () => {
    renderScreen(<TrainingPicker rows={rows as ExperimentRow[]} value="" loading={false} onChange={() => {}} />, {
      models: [],
      url: '/',
      path: '/',
    });
    expect(await optionTexts('实训')).toEqual(['2025秋季沙盘实训（已结束）', '2026春季沙盘对抗赛（已结束）']);
  });

  it('reads the state once in the analysis screens’ picker', async () => {
    renderScreen(<AnalysisTrainingPicker trainings={rows as TrainingRow[]} />, {
      models: [],
      url: '/train/home/debrief',
      path: '/train/home/debrief',
    });
    expect(await optionTexts('实训')).toEqual(['2025秋季沙盘实训（已结束）', '2026春季沙盘对抗赛（已结束）']);
  });
});
