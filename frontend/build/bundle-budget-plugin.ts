import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { describeRouteSize, overBudget, routeSizes, type Budget, type BudgetChunk } from './bundle-budget';

/**
 * Fails the build when a route's JavaScript goes over its budget (bundle-budget.ts), and says
 * each route's size. The routes come from the build's own chunk graph: every dynamic import.
 */
export function bundleBudget(budget: Budget): Plugin {
  let root = '';
  let logger: Logger | undefined;
  return {
    name: 'bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    generateBundle(_options, bundle) {
      const chunks: BudgetChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                module: output.facadeModuleId ? relative(root, output.facadeModuleId) : output.name,
                isEntry: output.isEntry,
                modules: output.moduleIds.map((id) => relative(root, id)),
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                // level 9, as the build precompresses what is served
                gzipBytes: gzipSync(output.code, { level: 9 }).length,
              },
            ]
          : [],
      );
      const sizes = routeSizes(chunks, budget);
      logger?.info(`\nJavaScript per route (gzip, against its budget):\n${sizes.map(describeRouteSize).join('\n')}`);
      const over = overBudget(sizes);
      if (over.length > 0) this.error(`Over the JavaScript budget:\n${over.map(describeRouteSize).join('\n')}`);
    },
  };
}
