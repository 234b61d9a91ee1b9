import { fireEvent, screen, waitFor } from '@testing-library/react';
import learningModel from '@/stores/learning';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import LearningAnalysisPage from '../index';

jest.mock('@/components/BackButton', () => () => null);
// echarts cannot size a canvas in jsdom; the charts are drawn in the browser tests.
jest.mock('@/components/charts/Chart', () => ({
  __esModule: true,
  default: () => null,
  startLoadingEcharts: () => {},
}));

/*
 * The training filter of learning analysis. The trainings of the summary (trainList) are the
 * project's addition: a backend that sends only the spec's fields lists none, and the user's own
 * training list stands in, so a teacher can still pick a training and export its gradebook.
 */
const backend = useMockBackend({ dialect: 'spec' });
jest.setTimeout(60_000);

const open = () =>
  renderScreen(<LearningAnalysisPage />, {
    models: [learningModel],
    url: '/train/learning-analysis',
    path: '/train/learning-analysis',
  });

it("offers the user's trainings when the summary names none", async () => {
  await loginAs('teacher');
  open();
  await waitFor(() =>
    expect(backend.requests.some((r) => r.url.pathname.endsWith('/sworld/training/getList'))).toBe(true),
  );
  const picker = await screen.findByLabelText('实训');
  fireEvent.mouseDown(picker);
  await screen.findByRole('option', { name: '2026春季沙盘对抗赛' });
});
