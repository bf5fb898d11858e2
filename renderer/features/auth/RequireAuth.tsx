import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignIn } from './authStore.js';

/** Every route but /login and the error pages sits behind a sign-in (spec-core §2). */
export function RequireAuth() {
  const signIn = useSignIn();
  const location = useLocation();
  if (!signIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
