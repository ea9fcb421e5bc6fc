// The Express app. It is the SSR entry of the Vite build, so it shares one module graph with the routes.
import crypto from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { ping } from "~/server/db/client.server";
import { closeDatabase, getDb, migrateDatabase } from "~/server/db/index.server";
import { marketingTagCspSources } from "~/lib/marketing-tags";
import { getEnv, getMarketingTags } from "~/server/env.server";
import { uploadBodyLimit } from "~/server/http/upload-routes.server";
import { logger } from "~/server/logger.server";
import { serverMarkupContext } from "~/server/server-markup.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/server/background.server";
import "~/server/mail/worker.server";
import "~/server/analytics/retention.server";
import "~/server/backups/jobs.server";

/** Largest request body we accept: forms are small; upload routes have their own cap (upload-routes). */
const MAX_BODY_BYTES = 64 * 1024;

const env = getEnv();
const isProduction = env.NODE_ENV === "production";
/** Hosts of the configured Meta pixel / GTM (none without them); the tags themselves wait for consent. */
const tagSources = marketingTagCspSources(getMarketingTags() ?? {});

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

let migrated = false;

app.use(
  pinoHttp({
    logger,
    // Path only: query strings and headers may carry personal data.
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url ?? "").startsWith("/assets/") },
  }),
);

const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
if (isProduction) {
  // Hashed scripts, styles and fonts get only the headers a subresource needs. The document policy headers
  // below would add about 1 KB to each of the ~30 files a first visit loads; CSP applies to documents.
  app.use(
    "/assets",
    compression(),
    (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      next();
    },
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
}

app.use((_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString("base64");
  next();
});

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
          ...tagSources.scriptSrc,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...tagSources.imgSrc],
        fontSrc: ["'self'"],
        connectSrc: [...(isProduction ? ["'self'"] : ["'self'", "ws:"]), ...tagSources.connectSrc],
        // Google Maps is embedded only after the visitor clicks to load it.
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  }),
);

// Browser features this site never uses are switched off for it and for anything it embeds. The Google Maps
// iframe (loaded after a click) keeps fullscreen for its own origin only.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  'fullscreen=(self "https://www.google.com")',
  "geolocation=()",
  "gyroscope=()",
  "interest-cohort=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

app.use((_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
});

// After the headers (so it carries them too), before the migration gate (so it answers while migrating).
app.get("/healthz", async (_req, res) => {
  const ok = migrated && (await ping(getDb()));
  res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "starting" });
});

app.use(compression());

/** The host of an Origin header, or null when it is "null", malformed or not http(s). */
function originHost(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
}

app.use((req: Request, res: Response, next: NextFunction) => {
  // A connection that drops mid-body makes Node emit "error" on the request; once the body stream's own
  // listener is gone (a route stopped reading), an unlistened "error" would end the process.
  req.on("error", () => {});
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = Number(req.headers["content-length"] ?? "0");
  if (length > (uploadBodyLimit(req.path) ?? MAX_BODY_BYTES)) {
    res.status(413).type("text/plain; charset=utf-8").send("Het verzoek is te groot.");
    return;
  }
  if (req.headers["transfer-encoding"] && !req.headers["content-length"]) {
    res.status(411).type("text/plain; charset=utf-8").send("Het verzoek mist een lengte.");
    return;
  }
  // Mutations from other sites are refused (cookies are SameSite=Lax as well). An opaque ("null") or malformed
  // Origin comes from a sandboxed frame, a data: URL or a forged request: refused like a foreign site.
  const origin = req.headers.origin;
  if (origin !== undefined && originHost(origin) !== req.headers.host) {
    res.status(403).type("text/plain; charset=utf-8").send("Verzoek geweigerd.");
    return;
  }
  next();
});

if (isProduction) app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

// Hold requests until migrations have run, so the first visitor never sees a missing table.
app.use(async (_req, _res, next) => {
  try {
    await migrateDatabase();
    next();
  } catch (error) {
    next(error);
  }
});

// A header a route's response sets itself replaces the one the middleware above set: a stored file gets exactly
// "sandbox; default-src 'none'" instead of that policy beside the document one. (The adapter appends headers;
// Set-Cookie lines are still appended.)
app.use((_req, res, next) => {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    value !== undefined && field.toLowerCase() !== "set-cookie" && res.getHeader(field) !== undefined
      ? res.set(field, value)
      : append(field, value);
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { nonce: res.locals.nonce as string, ip: req.ip ?? "0.0.0.0" });
      context.set(serverMarkupContext, new Map());
      return context;
    },
  }),
);

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  logger.error({ err: error }, "unhandled request error");
  if (!res.headersSent)
    res.status(500).type("text/plain; charset=utf-8").send("Er ging iets mis op de server.");
});

/** Migrates the database and starts background work (outbox). Resolves when the app is ready. */
export async function start(): Promise<void> {
  await migrateDatabase();
  migrated = true;
  startBackgroundJobs();
}

/** Stops background work and closes the database (graceful shutdown). */
export { logger };

export async function stop(): Promise<void> {
  await stopBackgroundJobs();
  await closeDatabase();
}

/** `npm run create-admin` (scripts/create-admin.js) runs the app's own account code from the build. */
export { createAdminCommand as createAdmin } from "~/server/staff/create-admin.server";
/** `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js). */
export { backupCommand, restoreCommand } from "~/server/backups/commands.server";
export { getEnv } from "~/server/env.server";
