/**
 * The JavaScript a route makes a browser download, and the ceilings it must stay under
 * (issue 14: the sign-in page 150 kB gzip, any route 250 kB). Pure: the Vite plugin beside
 * it hands in the build's chunk graph with each chunk's gzip size.
 */

/** One JavaScript chunk of the build, as the bundler graph describes it. */
export interface BudgetChunk {
  fileName: string;
  /** the module a dynamic import() of this chunk stands for (its facade), if any */
  module: string | null;
  isEntry: boolean;
  /** the source modules bundled into it */
  modules: readonly string[];
  /** chunks it imports statically: the browser fetches them before it runs */
  imports: readonly string[];
  /** chunks it loads on demand: the routes' screens */
  dynamicImports: readonly string[];
  gzipBytes: number;
}

export interface Budget {
  /** the module of the sign-in page, and its ceiling */
  signIn: { module: string; maxBytes: number };
  /** the ceiling of every other route */
  routeMaxBytes: number;
}

/** What opening a route costs: its entry, the lazy chunks on the way to it, and what they import. */
export interface RouteSize {
  /** the lazily loaded module the route ends at */
  module: string;
  /** the lazy chunks loaded on the way, outermost first */
  path: string[];
  chunks: string[];
  gzipBytes: number;
  maxBytes: number;
  /** the sign-in page's route, under its own ceiling */
  signIn?: boolean;
}

/**
 * Every entry and every lazily loaded chunk is a route: reached from an entry through the chain
 * of dynamic imports (a screen inside the panel loads the panel first), it costs the entry, each
 * chunk on the chain and everything they import statically. A chunk reached by several chains
 * counts its heaviest. The sign-in page's route is the lightest that holds its module, whether
 * that module loads lazily or with the entry.
 */
export function routeSizes(chunks: readonly BudgetChunk[], budget: Budget): RouteSize[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const get = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk) throw new Error(`The build graph names a chunk it does not hold: ${fileName}`);
    return chunk;
  };
  const withStaticImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of get(fileName).imports) withStaticImports(imported, into);
  };
  const bytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + get(file).gzipBytes, 0);

  const routes = new Map<string, RouteSize>();
  const visit = (loaded: Set<string>, added: Iterable<string>, path: string[]) => {
    for (const fromFile of added) {
      for (const lazyFile of get(fromFile).dynamicImports) {
        if (loaded.has(lazyFile)) continue;
        const lazy = get(lazyFile);
        const next = new Set(loaded);
        withStaticImports(lazyFile, next);
        const module = lazy.module ?? lazyFile;
        const size: RouteSize = {
          module,
          path: [...path, module],
          chunks: [...next],
          gzipBytes: bytes(next),
          maxBytes: budget.routeMaxBytes,
        };
        const known = routes.get(module);
        if (!known || known.gzipBytes < size.gzipBytes) routes.set(module, size);
        visit(next, [...next].filter((file) => !loaded.has(file)), size.path);
      }
    }
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const loaded = new Set<string>();
    withStaticImports(entry.fileName, loaded);
    const module = entry.module ?? entry.fileName;
    routes.set(module, { module, path: [module], chunks: [...loaded], gzipBytes: bytes(loaded), maxBytes: budget.routeMaxBytes });
    visit(loaded, [...loaded], []);
  }
  const signIn = [...routes.values()]
    .filter((route) => route.chunks.some((file) => get(file).modules.includes(budget.signIn.module)))
    .sort((a, b) => a.gzipBytes - b.gzipBytes)[0];
  if (!signIn) throw new Error(`No chunk holds the sign-in page (${budget.signIn.module}): the budget cannot check it.`);
  routes.set(signIn.module, { ...signIn, maxBytes: budget.signIn.maxBytes, signIn: true });
  return [...routes.values()].sort((a, b) => a.module.localeCompare(b.module));
}

export function overBudget(sizes: readonly RouteSize[]): RouteSize[] {
  return sizes.filter((size) => size.gzipBytes > size.maxBytes);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per route: its gzip size against its ceiling, and the lazy chunks on its way. */
export function describeRouteSize(size: RouteSize): string {
  const verdict = size.gzipBytes > size.maxBytes ? 'OVER' : 'ok';
  const route = `${size.signIn ? 'sign-in page: ' : ''}${size.path.join(' > ')}`;
  return `${verdict.padEnd(4)} ${kB(size.gzipBytes).padStart(9)} / ${kB(size.maxBytes)} gzip  ${route} (${size.chunks.length} files)`;
}
