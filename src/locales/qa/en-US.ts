export default {
  'qa.scenario.playing': 'Replaying scenario: {name}',
  'qa.scenario.fallbackOn': '(requests not recorded are answered by the mock backend)',
  'qa.scenario.fallbackOff': '(requests not recorded fail)',
  'qa.scenario.problems': 'The scenario has {count} problem(s)',
  'qa.scenario.stop': 'Stop replay',
};
