import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Module<T> = { default: T };

export type Preloadable<T extends ComponentType> = LazyExoticComponent<T> & {
  /** Downloads the screen's code; once it has arrived, the screen renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of its first render. Plain lazy suspends on that render even
 * when the code is already here (a promise's callbacks always run later), so the page first commits
 * its Suspense fallback, and React then holds the real screen back for its fallback throttle (about
 * 300 ms): time added to a storefront's largest paint. Once preloaded, this lazy hands React the
 * module through a thenable that answers at once, and the first render is the screen itself.
 */
export function preloadable<T extends ComponentType>(load: () => Promise<Module<T>>): Preloadable<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const fetchModule = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (err: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) may be tried again.
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  const answeredAtOnce = (module: Module<T>) => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers synchronously is the point (see above)
    then: (resolve: (m: Module<T>) => void) => resolve(module),
  });
  const component = lazy(() =>
    loaded ? (answeredAtOnce(loaded) as unknown as Promise<Module<T>>) : fetchModule(),
  );
  return Object.assign(component, { preload: () => fetchModule().then(() => undefined) });
}
