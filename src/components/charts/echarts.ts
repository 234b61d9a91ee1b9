/**
 * echarts with only what the app draws registered, so a screen's chunk carries only those parts.
 * Another chart or component (e.g. LineChart, DataZoomComponent) is added to USED below.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

const USED = [
  BarChart,
  PieChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DataZoomComponent,
  CanvasRenderer,
];

echarts.use(USED);

export { echarts };
