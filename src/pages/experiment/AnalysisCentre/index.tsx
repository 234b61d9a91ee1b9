import { Navigate, useLocation } from '@umijs/max';

/** The analysis centre has no screen of its own (spec point 2): it opens the intelligent analysis. */
export default function AnalysisCentre() {
  const { search } = useLocation();
  return <Navigate to={`/experiment/intelligent-analysis${search}`} replace />;
}
