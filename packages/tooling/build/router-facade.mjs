// What the apps get for `react-router-dom`: the declarative-mode API of React Router 7, from its
// production build. Shared modules are never tree-shaken (DESIGN §9), so sharing the whole package
// would ship data routers, server rendering and cookie helpers to every member (about 60 KB gzip).
// Provided under the share key `react-router-dom` as a singleton, so every app still gets one
// instance. A name missing here fails the production build (exportsPresence: 'error'): add it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useNavigationType,
  useInRouterContext,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  matchPath,
  matchRoutes,
  generatePath,
  createSearchParams,
} from 'react-router';
