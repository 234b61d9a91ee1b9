/** Floor page: React and echarts draw the market share tab's two charts (the app's options for 50 teams), nothing else. */
import { createRoot } from 'react-dom/client';
import { Chart, PIE, SHARE } from './chartParts';

createRoot(document.getElementById('root')!).render(
  <div style={{ display: 'flex', gap: 16 }}>
    <div style={{ flex: 14 }}>
      <Chart option={SHARE} />
    </div>
    <div style={{ flex: 10 }}>
      <Chart option={PIE} ready />
    </div>
  </div>,
);
