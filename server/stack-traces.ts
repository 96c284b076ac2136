// tsx turns Node's source maps on, so that stack traces name TypeScript lines. In production that
// costs each process about 100 MB of heap the first time any error's stack is read: Node parses
// the maps of the whole server build and of React Router (some 740,000 mappings) and keeps them
// for good, more than a worker's heap on a 1 GB machine can spare (a burst of refused uploads ran
// a worker out of heap). So production runs without them: its stack traces name lines of build/,
// which is readable JavaScript. Called before the server build is loaded, so no map is kept.
export function useSourceMaps(production: boolean) {
  process.setSourceMapsEnabled(!production);
}
