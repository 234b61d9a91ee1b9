/** Floor page: the frame around the intelligent analysis's default view (tabs, two charts, a table page). */
import { createRoot } from 'react-dom/client';
import { Analysis, Frame } from './parts';

createRoot(document.getElementById('root')!).render(<Frame><Analysis /></Frame>);
