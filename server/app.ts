// The Express app. It is the SSR entry of the Vite build, so it shares one module graph with the routes.
// Over 300 lines on purpose: the middleware order (headers, CSP, limits, cache, compression) is the app's
// security and speed contract, and reads best top to bottom in one place.
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createDocumentHandler, RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { ping } from "~/server/db/client.server";
import { closeDatabase, getDb, migrateDatabase } from "~/server/db/index.server";
import { withDecodablePath } from "~/lib/decodable-path";
import { marketingTagCspSources } from "~/lib/marketing-tags";
import { getEnv, getMarketingTags } from "~/server/env.server";
import { DEFERRED_BOOT_PATH, deferredBootScript } from "~/server/boot-stream.server";
import { cspNonce } from "~/server/http/csp-nonce.server";
import {
  etagMatches,
  isCacheableRequest,
  PageCache,
  pickEncoding,
  publicPageMatcher,
} from "~/server/http/page-cache.server";
import { publicContentVersionOf } from "~/server/public-content.server";
import { isOwnOrigin, refuseRequestLine, type RequestLine } from "~/server/http/request-line.server";
import { largeFormLimit, pageRefusesOversized, uploadBodyLimit } from "~/server/http/upload-routes.server";
import { settleUnreadBody } from "~/server/http/unread-body.server";
import { logger } from "~/server/logger.server";
import { MOLLIE_WEBHOOK_PATH } from "~/server/payments/mollie.server";
import { serverMarkupContext } from "~/components/server-markup.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/server/background.server";
import { announceSetupLink, pathForLog } from "~/server/staff/setup-link.server";
import "~/server/mail/worker.server";
import "~/server/retention/worker.server";
import "~/server/workflows/quote-worker.server";
import "~/server/workflows/reminder-worker.server";
import "~/server/workflows/proof-reminder.server";
import "~/server/leads/reply-worker.server";
import "~/server/appointments/worker.server";
import "~/server/reviews/worker.server";
import "~/server/backups/jobs.server";
import "~/server/content/worker.server";
import "~/server/content/banner-clock.server";

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

// First of all: an answer given before its request body was read (any refusal below, or a route's) settles the
// rest of that body, so a keep-alive client's next request is not met by a reset (unread-body.server).
app.use((req, res, next) => {
  settleUnreadBody(req, res);
  next();
});

// One line per request at "info"; at a quieter LOG_LEVEL the middleware would only cost time (~6 % of a lead).
if (logger.isLevelEnabled("info")) {
  app.use(
    pinoHttp({
      logger,
      // Path only: query strings and headers may carry personal data.
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          path: pathForLog(req.url.split("?")[0]!),
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url ?? "").startsWith("/assets/") },
    }),
  );
}

const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
// The public pages' boot script (boot-stream.server), with the headers of the built assets below.
app.get(DEFERRED_BOOT_PATH, compression(), (_req, res) => {
  res
    .set({
      "Cache-Control": isProduction ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    })
    .type("text/javascript")
    .send(deferredBootScript);
});
if (isProduction) {
  // Hashed scripts, styles and fonts get only the headers a subresource needs. The document policy headers
  // below would add about 1 KB to each of the ~30 files a first visit loads; CSP applies to documents.
  // A file with a precompressed twin (scripts/compress-assets.js) is sent as that twin; others are compressed here.
  const precompressed = new Set(readdirSync(`${clientDir}/assets`));
  app.use(
    "/assets",
    (req, res, next) => {
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const twin = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
      if (twin && precompressed.has(`${req.path.slice(1)}${twin}`)) {
        res.vary("Accept-Encoding");
        res.type(path.extname(req.path));
        res.setHeader("Content-Encoding", encoding);
        req.url = `${req.path}${twin}`;
      }
      next();
    },
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
  res.locals.nonce = cspNonce();
  next();
});

/** The document policy; script-src gets the response's nonce, or a cached page's inline-script hashes. */
const cspDirectives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", ...tagSources.scriptSrc],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", ...tagSources.imgSrc],
  "font-src": ["'self'"],
  "connect-src": [...(isProduction ? ["'self'"] : ["'self'", "ws:"]), ...tagSources.connectSrc],
  // Google Maps is embedded only after the visitor clicks to load it.
  "frame-src": ["https://www.google.com", "https://maps.google.com"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/** The policy of a cached page: its own inline scripts by hash instead of a nonce (see page-cache.server). */
function cachedPagePolicy(scriptHashes: string[]): string {
  return Object.entries(cspDirectives)
    .map(([name, values]) =>
      [name, ...(name === "script-src" ? ["'self'", ...scriptHashes, ...values.slice(1)] : values)].join(" "),
    )
    .join(";");
}

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...cspDirectives,
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
          ...tagSources.scriptSrc,
        ],
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

/** The parts of the request the React Router adapter builds its URL from (request-line.server). */
function requestLine(req: Request): RequestLine {
  return {
    method: req.method,
    target: req.originalUrl,
    protocol: req.protocol,
    hostname: req.hostname,
    host: req.get("host"),
    forwardedHost: app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined,
  };
}

// Before any route reads the request (and with the headers above): a method, host or request target the React
// Router adapter cannot turn into a Request (it would throw: a 500 and a stack trace), or a path deeper than any
// page, gets its Dutch 4xx here.
app.use((req, res, next) => {
  const refusal = refuseRequestLine(requestLine(req));
  if (!refusal) return next();
  // The body is left unread; a connection dropped while it arrives must not end the process (see below).
  req.on("error", () => {});
  res
    .status(refusal.status)
    .set(refusal.headers ?? {})
    .type("text/plain; charset=utf-8")
    .send(refusal.message);
});

app.use(compression());

// A path segment that does not decode reaches the routes as the literal text sent (so: the 404 page) without
// React Router's console warning per request.
app.use((req, _res, next) => {
  req.url = withDecodablePath(req.url);
  // The React Router adapter builds its Request from originalUrl.
  req.originalUrl = withDecodablePath(req.originalUrl);
  next();
});

app.use((req: Request, res: Response, next: NextFunction) => {
  // A connection that drops mid-body makes Node emit "error" on the request; once the body stream's own
  // listener is gone (a route stopped reading), an unlistened "error" would end the process.
  req.on("error", () => {});
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = Number(req.headers["content-length"] ?? "0");
  if (length > (uploadBodyLimit(req.path) ?? largeFormLimit(req.path) ?? MAX_BODY_BYTES)) {
    if (!pageRefusesOversized(req.path)) {
      res.status(413).type("text/plain; charset=utf-8").send("Het verzoek is te groot.");
      return;
    }
    // A staff upload page refuses it by its length without reading it (readUpload) and answers with the page
    // and the limit at the file field; that answer closes the connection as the plain 413 above does
    // (settleUnreadBody), reading on meanwhile: the browser reads the answer only after it has sent everything.
  }
  if (req.headers["transfer-encoding"] && !req.headers["content-length"]) {
    res.status(411).type("text/plain; charset=utf-8").send("Het verzoek mist een lengte.");
    return;
  }
  // Mutations from other sites are refused (cookies are SameSite=Lax as well). An opaque ("null") or malformed
  // Origin comes from a sandboxed frame, a data: URL or a forged request: refused like a foreign site. "Other"
  // means another origin than React Router sees (protocol and host as forwarded by a trusted proxy), the one it
  // checks an action's Origin against: its own refusal would be an English 400 and a logged stack trace.
  const origin = req.headers.origin;
  // Mollie's webhook comes from Mollie's servers: that one POST is exempt (it carries only a payment id, which
  // is looked up at Mollie, never trusted).
  const mollieWebhook = req.method === "POST" && req.path === MOLLIE_WEBHOOK_PATH;
  if (origin !== undefined && !mollieWebhook && !isOwnOrigin(origin, requestLine(req))) {
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

// Public pages for anonymous visitors come from the render cache (page-cache.server), precompressed. Not when a
// marketing tag is configured: its loader starts the tags with the page's nonce, so every page is rendered per
// request then. Not in development either (modules change under the running server).
if (isProduction && getMarketingTags() === null) {
  const serverBuild = () => import("virtual:react-router/server-build");
  const renderDocument = createDocumentHandler(serverBuild, env.NODE_ENV);
  // The build is loaded once in production: its routes say once which pages are public (handle = PUBLIC_PAGE).
  let isPublicPage: ((path: string) => boolean) | undefined;
  const pageCache = new PageCache({
    isPublicPage: async (path) => (isPublicPage ??= publicPageMatcher((await serverBuild()).routes))(path),
    render(path) {
      const context = new RouterContextProvider();
      // No nonce (the policy lists the inline scripts' hashes) and the complete document, as a crawler gets it.
      context.set(requestInfoContext, { nonce: "", ip: "0.0.0.0", complete: true });
      context.set(serverMarkupContext, new Map());
      return renderDocument(
        new Request(new URL(path, "http://localhost"), { headers: { accept: "text/html" } }),
        context,
      );
    },
    buildId: async () => (await serverBuild()).assets.version,
    contentVersion: () => publicContentVersionOf(getDb()),
  });
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req.method, req.url, req.headers.cookie)) return next();
    let page;
    try {
      page = await pageCache.get(req.path);
    } catch (error) {
      // The dynamic render below answers (and reports) instead.
      logger.warn({ err: error }, "page cache render failed");
      return next();
    }
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", cachedPagePolicy(page.scriptHashes));
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    if (page.status === 200 && etagMatches(req.headers["if-none-match"], page.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = page.body[encoding];
    res.status(page.status);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  });
}

app.use(
  createRequestHandler({
    // In production the build is loaded once: a function here is called (and its routes re-derived) per request.
    build: isProduction
      ? await import("virtual:react-router/server-build")
      : () => import("virtual:react-router/server-build"),
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
  // While no admin exists: the first admin's set-up link on stdout (staff/setup-link.server), before /healthz
  // reports the server ready.
  await announceSetupLink(getDb());
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
