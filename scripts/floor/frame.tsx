/** Floor page: antd's layout, side menu and header around a 403 result (the app's frame alone, bench:analysis). */
import { createRoot } from 'react-dom/client';
import { Forbidden, Frame } from './frameParts';

createRoot(document.getElementById('root')!).render(
  <Frame>
    <Forbidden />
  </Frame>,
);
