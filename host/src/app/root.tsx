import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setNavigator, Toaster } from '@shop/shared';
import { rememberShownPage } from './members-guard';
import { PageTitle } from './page-title';

/** Wraps every route: title, scroll to top on every navigation, toasts, and the router for shared code. */
export function Root() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    setNavigator((path, options) => navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
    rememberShownPage(pathname + search);
  }, [pathname, search]);

  return (
    <>
      <PageTitle />
      <Outlet />
      <Toaster />
    </>
  );
}
