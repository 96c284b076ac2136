// Which memory allocator a bench runs the server with. The image preloads jemalloc (Dockerfile),
// so "image" does the same where the host has the library, and falls back to glibc's default.
import fs from "node:fs";

const JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2";
// As the Dockerfile sets it.
const JEMALLOC_CONF = "background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0";
const CHOICES: Record<string, () => Record<string, string>> = {
  default: () => ({}),
  arena2: () => ({ MALLOC_ARENA_MAX: "2" }),
  jemalloc: () => ({ LD_PRELOAD: JEMALLOC, MALLOC_CONF: JEMALLOC_CONF }),
  image: (): Record<string, string> => (fs.existsSync(JEMALLOC) ? { LD_PRELOAD: JEMALLOC, MALLOC_CONF: JEMALLOC_CONF } : {}),
};

/** BENCH_MALLOC (default|arena2|jemalloc|image) as the server's environment, and its name as printed. */
export function allocatorFromEnv(fallback: string): { name: string; env: Record<string, string> } {
  const name = process.env.BENCH_MALLOC ?? fallback;
  const choice = CHOICES[name];
  if (!choice) throw new Error(`BENCH_MALLOC must be one of ${Object.keys(CHOICES).join(", ")}`);
  const env = choice();
  return { name: name === "image" ? (env.LD_PRELOAD ? "jemalloc (as the image)" : "glibc (no jemalloc on this host)") : name, env };
}
