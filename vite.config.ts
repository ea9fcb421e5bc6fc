import { cpSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Plugin } from "vite";
import { iconSprite } from "./app/styles/icon-sprite.ts";

/** The icon sprite (app/styles/icon-sprite.ts) as a built asset, and served by the development server. */
function iconSpriteFile(): Plugin {
  const sprite = iconSprite();
  return {
    name: "icon-sprite",
    configureServer(server) {
      server.middlewares.use(sprite.path, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(sprite.svg);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: sprite.path.slice(1), source: sprite.svg });
    },
  };
}

/**
 * Vite's logger, quiet about one thing: the stylesheet's `url(/assets/icons-….svg#name)` masks name the sprite that
 * iconSpriteFile emits into the build, which the CSS step cannot see, so it "didn't resolve at build time". Every
 * other warning still prints: a build is quiet only when nothing is wrong.
 */
function buildLogger() {
  const logger = createLogger();
  const spriteReference = new RegExp(
    `^\\s*${iconSprite().path.replace(/[.]/g, "\\.")}#[a-z0-9-]+ referenced in `,
  );
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => (spriteReference.test(message) ? undefined : warn(message, options));
  logger.warnOnce = (message, options) =>
    spriteReference.test(message) ? undefined : warnOnce(message, options);
  return logger;
}

/**
 * The PDFs' font files (app/server/pdf/fonts) beside the server chunk that reads them: fonts.server.ts finds them
 * in a "fonts" folder next to itself, in the source tree and in the build alike. Copied, not emitted, so they stay
 * out of the asset manifests (the public build/client never holds them).
 */
function pdfFonts(): Plugin {
  const fonts = path.resolve("app/server/pdf/fonts");
  return {
    name: "pdf-fonts",
    writeBundle(options, bundle) {
      if (this.environment.name !== "ssr") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (!chunk.moduleIds.some((id) => id.endsWith("/app/server/pdf/fonts.server.ts"))) continue;
        cpSync(fonts, path.join(options.dir!, path.dirname(chunk.fileName), "fonts"), { recursive: true });
      }
    },
  };
}

export default defineConfig({
  customLogger: buildLogger(),
  resolve: { tsconfigPaths: true },
  // The SSR bundle is the Express app itself (server/app.ts), so the production server is one module graph:
  // one database client, one outbox worker, one set of rate-limit counters per process.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // date-holidays declares no "sideEffects", so a page that imports the business calendar only for its
          // formatters would still carry every country's holidays (1.4 MB). It has none at import: a page that
          // really counts holidays keeps it, the others drop it.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]date-holidays/.test(id) },
          output: {
            codeSplitting: {
              // The small modules every public page needs (site layout and header) in one chunk with the
              // framework, instead of eight tiny files: fewer requests and less per-file overhead on a first
              // visit. The rest stays split per route and per lazily loaded dialog or island. (time-zone is one
              // constant the lazy forms and the staff pages share, cookie-settings two names the footer and the lazy
              // consent banner share: too small for files of their own.)
              groups: [
                {
                  name: "site",
                  test: /[\\/]app[\\/](lib[\\/](cn|tracking|contact-links|time-zone|cookie-settings)|hooks[\\/](use-site|use-contact-link)|components[\\/](server-markup|ui[\\/]button|quote-modal-context))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), iconSpriteFile(), pdfFonts()],
});
