// Written by the monolith build (shared/webpack/monolith.cjs): every remote's exposed pages by
// federation id (`<remote>/<exposed module>`), each a dynamic import of its own chunk.
declare module 'virtual:monolith-pages' {
  const pages: Record<string, () => Promise<unknown>>;
  export default pages;
}
