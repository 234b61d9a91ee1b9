export default {
  'qa.scenario.playing': '回放场景：{name}',
  'qa.scenario.fallbackOn': '（未录制的请求由模拟后端应答）',
  'qa.scenario.fallbackOff': '（未录制的请求将报错）',
  'qa.scenario.problems': '场景有 {count} 个问题',
  'qa.scenario.stop': '停止回放',
};
