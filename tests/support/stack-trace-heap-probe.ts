// Run by server/stack-traces.test.ts as `node --expose-gc --import tsx <this> production|development`:
// reads the stack of an error thrown inside React Router, the way a logged error is read, and
// prints how much the heap grew for it.
import { useSourceMaps } from "../../server/stack-traces";

useSourceMaps(process.argv[2] === "production");
const { generatePath } = await import("react-router");
const gc = (globalThis as { gc?: () => void }).gc!;
gc();
const before = process.memoryUsage().heapUsed;
try {
  generatePath("/vehicles/:id", {} as never);
} catch (error) {
  void (error as Error).stack;
}
gc();
console.log(JSON.stringify({ sourceMaps: process.sourceMapsEnabled, grewMb: (process.memoryUsage().heapUsed - before) / 2 ** 20 }));
