// Publishes a remote's pages as data deployed with it: `routes.json` beside `mf-manifest.json`.
// The host builds its routes from these files at run time, so a new page or title ships with the
// remote alone. The file also carries the build's id (the host reloads the remote when it changes)
// and the shared versions the remote requires (the host refuses an incompatible remote).
const fs = require('node:fs');
const path = require('node:path');

const LANGUAGES = ['en-us', 'zh-cn'];

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A route's `data`: the GETs its page makes on arrival, which the shell starts from the URL while the page loads. */
function dataProblemsOf(data, where) {
  if (data === undefined) return [];
  if (!Array.isArray(data)) return [`${where} must be a list`];
  return data.flatMap((call, index) => {
    const at = `${where}[${index}]`;
    if (typeof call?.url !== 'string' || !/^[a-z0-9_/-]+$/i.test(call.url)) return [`${at}.url must be an API path such as goods/view`];
    if (call.params === undefined) return [];
    if (!isPlainObject(call.params)) return [`${at}.params must be an object`];
    return Object.entries(call.params)
      .filter(([, param]) => typeof param !== 'string' && !(isPlainObject(param) && typeof param.query === 'string' && ['undefined', 'string'].includes(typeof param.default)))
      .map(([key]) => `${at}.params.${key} must be text or { "query": name of a URL parameter, "default"?: text }`);
  });
}

function problemsOf(source, exposes) {
  const problems = [];
  const routes = Array.isArray(source.routes) ? source.routes : null;
  if (!routes) return ['"routes" must be a list'];
  const seen = new Set();
  routes.forEach((route, index) => {
    const where = `routes[${index}]`;
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) problems.push(`${where}.path must start with /`);
    else if (seen.has(route.path)) problems.push(`${where}.path ${route.path} is listed twice`);
    else seen.add(route.path);
    if (!(route.module in exposes)) problems.push(`${where}.module ${route.module} is not exposed (exposes: ${Object.keys(exposes).join(', ')})`);
    for (const lang of LANGUAGES) {
      if (typeof route.title?.[lang] !== 'string' || !route.title[lang].trim()) problems.push(`${where}.title.${lang} is missing`);
    }
    problems.push(...dataProblemsOf(route.data, `${where}.data`));
    if (route.server !== undefined && typeof route.server !== 'boolean') problems.push(`${where}.server must be true or false`);
    // What the server renders is what any visitor sees: a members' page is never rendered there.
    if (route.server && route.members) problems.push(`${where} cannot be both rendered on the server and for members only`);
  });
  (source.navigation ?? []).forEach((entry, index) => {
    if (!seen.has(entry.path)) problems.push(`navigation[${index}].path ${entry.path} is not one of this remote's routes`);
    for (const lang of LANGUAGES) {
      if (typeof entry.title?.[lang] !== 'string' || !entry.title[lang].trim()) problems.push(`navigation[${index}].title.${lang} is missing`);
    }
  });
  return problems;
}

/** The range each shared singleton must satisfy, as the federation config says it. */
function requiredVersions(shared) {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([key]) => !key.endsWith('/'))
      .map(([key, config]) => [key, config.requiredVersion]),
  );
}

class EmitRoutesPlugin {
  /** @param {{ name: string, file: string, exposes: Record<string,string>, shared: Record<string, {requiredVersion: string}> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, file, exposes, shared } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.fileDependencies.add(file);
        const source = JSON.parse(fs.readFileSync(file, 'utf8'));
        const problems = problemsOf(source, exposes);
        if (problems.length) {
          for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(`${path.basename(file)}: ${problem}`));
          return;
        }
        const published = {
          name,
          build: compilation.hash,
          shared: requiredVersions(shared),
          routes: source.routes,
          navigation: source.navigation ?? [],
        };
        compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(published, null, 2)}\n`));
      });
    });
  }
}

module.exports = { EmitRoutesPlugin, problemsOf };
