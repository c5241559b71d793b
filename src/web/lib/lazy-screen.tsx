import { type ComponentType, lazy } from "react";

export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the screen's code; once loaded, the screen renders at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * A screen in its own chunk, like React.lazy, that renders synchronously once its code is loaded.
 * React.lazy suspends on its first render even when the import has already finished; a page the
 * server rendered must not, or hydration would meet a fallback where the server's HTML has the
 * screen. The server and the browser both preload the page's screen before rendering it.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Loaded: ComponentType | null = null;
  const take = (module: { default: ComponentType }) => {
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(take));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is
  const Screen = () => (Loaded ? <Loaded /> : <Lazy />);
  Screen.preload = () => load().then((module) => void take(module));
  return Screen;
}
