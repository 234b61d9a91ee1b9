/**
 * antd's components the floor pages draw (./frameParts.tsx, ./analysisView.tsx; Table for
 * LightTable's styles): their CSS is prebuilt as the app's build does it
 * (config/plugins/antdStyles.ts). A module of its own so that scripts/bench-floor.ts reads the list
 * without loading antd before it sets NODE_ENV.
 */
export const ANTD_COMPONENTS = [
  'Avatar',
  'Button',
  'Card',
  'Col',
  'Dropdown',
  'Layout',
  'Menu',
  'Result',
  'Row',
  'Table',
  'Tabs',
  'Pagination',
  'Spin',
  'Empty',
  'Tooltip',
];
