import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { ScriptsHandle } from "~/browser/boot";
import { IslandComponentsContext } from "~/components/island";
import { ServerMarkupRegistryContext } from "~/components/server-markup";
import { NonceContext } from "~/hooks/use-nonce";
import { requestInfoContext } from "~/request-context";
import { islandComponents } from "~/components/islands.server";
import { logger } from "~/server/logger.server";
import { bootStream } from "~/server/boot-stream.server";
import { getMarketingTags } from "~/server/env.server";
import { serverMarkupContext } from "~/components/server-markup.server";

export const streamTimeout = 5_000;

/**
 * Replaces React Router's default console.error of every error. A refused request (a POST to a page without
 * an action, an unknown path: 4xx) is the client's mistake, not the server's, so it is not logged: otherwise
 * anyone could fill the log with stack traces. Real errors are logged without the request (no personal data).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { name, message, code, stack } = (error ?? {}) as Partial<Error> & { code?: string };
  logger.error({ err: { name, message, code, stack }, path: new URL(request.url).pathname }, "route error");
};

/**
 * Public pages start their scripts on the visitor's first interaction (server/boot-stream.server.ts). Staff
 * pages are tools used at once, with a marketing tag the consent banner must show without waiting, and a page
 * may ask for its scripts at once (ScriptsHandle).
 */
function defersBoot(routerContext: EntryContext): boolean {
  if (getMarketingTags() !== null) return false;
  const { matches } = routerContext.staticHandlerContext;
  if (matches.some((match) => (match.route.handle as ScriptsHandle | undefined)?.scripts === "on-load")) {
    return false;
  }
  return matches.some((match) => match.route.id === "routes/site-layout");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const info = loadContext.get(requestInfoContext);
  // A cached page has no nonce: its policy lists its inline scripts' hashes instead (page-cache.server).
  const nonce = info.nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      info.complete || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerMarkupRegistryContext.Provider value={loadContext.get(serverMarkupContext)}>
          <IslandComponentsContext value={islandComponents}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandComponentsContext>
        </ServerMarkupRegistryContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(bootStream({ defer: defersBoot(routerContext) })).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}
