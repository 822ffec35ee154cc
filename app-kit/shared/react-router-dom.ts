/**
 * What Module Federation shares under the key `react-router-dom` (see build/shared-dependencies.ts).
 *
 * A shared module is never tree-shaken: its provider cannot know what other apps will use, so sharing
 * the package itself ships all of React Router 7 (data routers, server rendering, cookies: 59 kB gzip)
 * on every page. This facade re-exports only what the apps use, so the shared singleton is tree-shaken
 * to about a quarter of that. Apps still write `import { Link } from 'react-router-dom'`; their
 * tsconfig maps that name here, so using anything not listed is a compile error, not a runtime one.
 * Need another export? Add it here and rebuild every app.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
