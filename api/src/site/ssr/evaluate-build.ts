import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

const nodeRequire = createRequire(__filename);

/**
 * Runs a server build (one CommonJS file, ADR 0039) from its text. `provided` answers the requests
 * the build leaves to its host (the singletons); Node's built-in modules come from Node.
 */
export function evaluateBuild(code: string, filename: string, provided: Record<string, unknown> = {}): Record<string, unknown> {
  const wrapper: unknown = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  const module = { exports: {} as Record<string, unknown> };
  const requireFor = (request: string): unknown => {
    if (Object.hasOwn(provided, request)) return provided[request];
    if (isBuiltin(request)) return nodeRequire(request);
    throw new Error(`${filename} requires ${request}, which the host's server build does not provide`);
  };
  (wrapper as (...args: unknown[]) => void)(module.exports, requireFor, module, filename, '/');
  return module.exports;
}
