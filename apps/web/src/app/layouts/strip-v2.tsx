import { Navigate, useLocation } from 'react-router';

/** /v2/... is the old address of the same screens: drop the prefix, keep query and hash. */
export function StripV2Prefix() {
  const { pathname, search, hash } = useLocation();
  const path = pathname.replace(/^\/v2(?=\/|$)/, '') || '/';
  return <Navigate to={`${path}${search}${hash}`} replace />;
}
