import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import analysisModel from '@/stores/analysis';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import AnalysisFrame from '../AnalysisFrame';

jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(60_000);

/** A training as a Java backend with small ids lists it: a JSON number id, spec point 3's fields only. */
const ROW = {
  id: 12,
  trainName: '小编号实训',
  caseId: 3,
  caseName: '案例',
  caseCode: 'C1',
  ruleId: 4,
  ruleName: '规则',
  ruleType: 1,
  roundNumber: 8,
  currRound: 0,
  state: 0,
  groupNum: 4,
  isOpen: 1,
  sandTableId: '1',
  selectVersion: 1,
  modules: '',
};

it('picks the listed training whose id came as a number, and names its state when the list sends no state name', async () => {
  backend.server.use(
    http.get('*/sworld/training/getList', () => HttpResponse.json({ code: 200, msg: '', data: [ROW] })),
  );
  await loginAs('teacher');
  const path = '/train/home/intelligent-analysis';
  renderScreen(
    <AnalysisFrame title="分析">
      {(training, picker) => (
        <>
          {picker}
          <p data-testid="state">{training.state === undefined ? '未知' : `状态 ${training.state}`}</p>
        </>
      )}
    </AnalysisFrame>,
    { models: [analysisModel], url: `${path}?qs=${encodeQs({ trainId: '12' })}`, path },
  );
  // The training list's row is the one the screen shows: its name in the picker, its state (no stateName) named.
  expect(await screen.findByTitle('小编号实训（未开始）')).toBeInTheDocument();
  expect(screen.getByTestId('state')).toHaveTextContent('状态 0');
});
