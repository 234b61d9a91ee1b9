/** Floor page: the frame around the intelligent analysis's default view (tabs, two charts, a table page). */
import { createRoot } from 'react-dom/client';
import { Analysis } from './analysisView';
import { Frame } from './frameParts';

createRoot(document.getElementById('root')!).render(
  <Frame>
    <Analysis />
  </Frame>,
);
