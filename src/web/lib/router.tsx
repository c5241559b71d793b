import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { matchPath } from "#contracts/app-routes";

/**
 * The app's router: the part of React Router's API this app uses (BrowserRouter, Routes, Route,
 * Link, Navigate and the location, navigate, params and search-params hooks), over the History
 * API. It weighs about 1 KiB where React Router weighed about 15 KiB compressed on every first
 * visit to a store (decision 0010). History entries carry `{key, usr}` as React Router's do, so
 * `location.key` and `location.state` work the same and survive a reload.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the entry the visit started on, a fresh key for every entry pushed since. */
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  key: string;
  usr: unknown;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

let current: Location | null = null;

/** The same object until the URL or the entry changes, so an unchanged location renders nothing anew. */
function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  const key = typeof entry?.key === "string" ? entry.key : "default";
  const state = entry?.usr ?? null;
  if (
    current &&
    current.pathname === pathname &&
    current.search === search &&
    current.hash === hash &&
    current.key === key &&
    current.state === state
  ) {
    return current;
  }
  current = { pathname, search, hash, state, key };
  return current;
}

/** Where `to` leads from `from`: a string is a path (or a query on this path); an object keeps what it leaves out. */
export function resolveTo(to: To, from: { pathname: string; search: string }): string {
  if (typeof to === "string") {
    if (to.startsWith("?") || to.startsWith("#")) return `${from.pathname}${to}`;
    return to;
  }
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname === undefined ? from.search : "");
  const withMark = (value: string, mark: string) =>
    value === "" || value.startsWith(mark) ? value : `${mark}${value}`;
  return `${pathname}${withMark(search, "?")}${withMark(to.hash ?? "", "#")}`;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function navigateTo(to: To | number, options: NavigateOptions = {}) {
  if (typeof to === "number") {
    window.history.go(to);
    return;
  }
  const url = resolveTo(to, window.location);
  const entry: EntryState = { key: newKey(), usr: options.state ?? null };
  if (options.replace) window.history.replaceState(entry, "", url);
  else window.history.pushState(entry, "", url);
  for (const listener of listeners) listener();
}

const LocationContext = createContext<Location | null>(null);

/**
 * Holds the location for everything below it. A navigation is a transition, as in React Router: the
 * screen on view stays until the next screen's code has loaded, instead of a blank fallback.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => startTransition(() => setLocation(readLocation()));
    update();
    return subscribe(update);
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/**
 * Holds a fixed location: the server renders a storefront page's first screen with it. It matches
 * what BrowserRouter reads on the page's first entry (no query, no state), so the browser hydrates
 * that HTML instead of rendering it again.
 */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<Location>(() => {
    const url = new URL(location, "http://localhost");
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "default" };
  }, [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation needs a <BrowserRouter> above it");
  return location;
}

export function useNavigate() {
  return useCallback((to: To | number, options?: NavigateOptions) => navigateTo(to, options), []);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigateTo({ search: query ? `?${query}` : "" }, options);
  }, []);
  return [params, setParams];
}

const ParamsContext = createContext<Record<string, string>>({});

export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): T {
  return useContext(ParamsContext) as T;
}

// Shared with the server, which answers 404 for an address no route matches.
export { matchPath };

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** Declares a screen for `<Routes>`; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Renders the first `<Route>` whose path matches, static paths before parameters as written. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { path, element } = (child as ReactElement<RouteProps>).props;
    const params = matchPath(path, pathname);
    if (params) {
      // Keyed by route: another screen mounts afresh, as with React Router.
      return (
        <ParamsContext.Provider key={path} value={params}>
          {element}
        </ParamsContext.Provider>
      );
    }
  }
  return null;
}

/**
 * Redirects once rendered. A redirect rendered for a location the browser has already left does
 * nothing: signing out clears the account and goes home at once, and the account screen, still on
 * view until home has loaded, must not send the merchant to sign in instead.
 */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (window.location.pathname !== pathname || window.location.search !== search) return;
    navigateTo(to, { replace, state });
  }, [to, replace, state, pathname, search]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: To } & NavigateOptions;

/** An anchor that navigates in place; a modified click, a middle click or a target opens it as a browser would. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const { pathname, search } = useLocation();
  const href = resolveTo(to, { pathname, search });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target && target !== "_self")
    ) {
      return;
    }
    event.preventDefault();
    navigateTo(to, { replace, state });
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}
