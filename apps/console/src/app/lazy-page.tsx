// lazyPage: a page loaded on demand, like React.lazy, that can also be loaded ahead of time.
// Once loaded it renders at once, without suspending. That matters for the first page of a visit:
// main.tsx loads it before the first render, so React never shows the page-loading fallback and
// never holds the page back (React delays revealing a suspended page by up to 300 ms so that
// fallbacks do not flash, which was most of the time to a first usable page).
import { use, type ComponentType } from 'react';

export interface LazyPage {
  (props: object): React.ReactElement;
  preload(): Promise<void>;
}

export function lazyPage<K extends string, T extends Record<K, ComponentType>>(
  load: () => Promise<T>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        pending = undefined; // a failed download (a new deploy, a network blip) is tried again
        throw error;
      },
    ));
  function Page(props: object) {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  Page.preload = preload;
  return Page;
}
