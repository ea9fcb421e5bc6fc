// A route may answer before it has read the request body: an early refusal (wrong type or method, too large, a
// foreign Origin). The rest of that body is still on its way on the connection. Node drops it by itself only when
// nobody started reading; the React Router adapter always starts (its body stream reads ~64 KB, then pauses the
// request), so after such an answer the connection stalled with the body half read, the client's next keep-alive
// request queued behind it, and Node's keep-alive timeout destroyed the socket with unread bytes in it: the client
// met a reset. Here every answer given before its body was read settles the rest: a small remainder is read and
// dropped so the connection stays usable; a large one is not read through (an oversized upload is refused at once)
// but the answer says "Connection: close", and the connection reads on for a while before it closes.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** A remainder up to this size is read and dropped after the answer, and the connection is kept. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * How long a connection closed after an early answer keeps reading (and dropping) what the client still sends.
 * Closing a socket with unread bytes sends a TCP reset, which can reach the client before it has read the answer
 * (a browser reads it only after its upload is out); lingering like this is what nginx does (lingering_close).
 */
export const LINGER_MS = 10_000;

/** Drops what is left of a body nobody reads any more, so the parser reaches the end of the request. */
function discardRest(req: IncomingMessage): void {
  if (req.complete) return;
  // The adapter's body stream would keep every chunk in memory.
  req.removeAllListeners("data");
  req.resume();
}

/**
 * Replaces Node's close of this connection (res._last: end, then destroy once written) with a half-close that
 * still reads until the client closes its side or LINGER_MS has passed.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** Installs the settling on a request that has a body; call it before any route reads or answers. */
export function settleUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  const length = req.headers["content-length"];
  if ((length === undefined || length === "0") && req.headers["transfer-encoding"] === undefined) return;
  // A client that breaks off while the rest arrives makes the request emit "error"; nobody listens any more.
  req.on("error", () => {});
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadSettlingBody(this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) {
      const declared = Number(length);
      if (!(declared <= DRAIN_LIMIT_BYTES)) this.setHeader("Connection", "close");
      // Also when Node closes the connection for another reason (a shutdown sets "Connection: close").
      lingerOnClose(req.socket);
      this.once("finish", () => discardRest(req));
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
