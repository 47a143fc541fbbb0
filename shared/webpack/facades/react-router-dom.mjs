// What the shop uses of react-router-dom, shared under that name as one singleton (federation-shared.cjs).
// A shared module is bundled whole: sharing the package itself ships all of React Router (about 60 KiB
// gzip) to every page. Naming the exports lets webpack drop the rest. FacadeNamesPlugin fails a build
// that imports a name missing here; add it here (host first, see docs/adr/0016-federation-runtime-once.md).
export {
  Link,
  Navigate,
  Outlet,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  redirect,
  useBlocker,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
