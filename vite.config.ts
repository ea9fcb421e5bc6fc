import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The SSR bundle is the Express app itself (server/app.ts), so the production server is one module graph:
  // one database client, one outbox worker, one set of rate-limit counters per process.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
