/*
 * When echarts' code runs: the analysis screens, whose charts show at once, run it with their own
 * code; the debrief, whose charts wait below the fold, leaves it to its first chart, so running it
 * does not hold up the class view's first load.
 */
const mockRuns: string[] = [];
jest.mock('../echarts', () => {
  mockRuns.push('echarts');
  return require('../../../../tests/utils/echartsStandIn');
});

/** Lets a dynamic import that was started settle. */
const settle = () => new Promise((done) => setTimeout(done, 0));

// Each test loads the modules anew: a module's own code runs once per registry.
beforeEach(() => {
  jest.resetModules();
  mockRuns.length = 0;
});

it("does not run echarts' code when the debrief's code loads", async () => {
  require('@/pages/analysis/Debrief');
  await settle();
  expect(mockRuns).toEqual([]);
});

it("runs echarts' code when an analysis chart's code loads", async () => {
  require('@/pages/analysis/components/AnalysisChart');
  await settle();
  expect(mockRuns).toEqual(['echarts']);
});

it("runs echarts' code once however often it is asked for", async () => {
  const { loadEcharts, startLoadingEcharts } = require('../Chart');
  startLoadingEcharts();
  void loadEcharts();
  await settle();
  expect(mockRuns).toEqual(['echarts']);
});
