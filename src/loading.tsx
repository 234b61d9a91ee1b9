import { useEffect, useState } from 'react';
import { ROUTE_LOADER_DELAY_MS } from '@/constants';
import { t } from '@/utils/i18n';

/** Route chunk placeholder: 'loading...' only after 200 ms, so fast loads do not flash. */
export default function RouteLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ROUTE_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="sworld-route-loading" role="status">
      {t('app.routeLoading')}
    </div>
  );
}
