/** Floor page: React alone renders one element. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p className="floor-ready">数字化企业运营管理沙盘</p>);
