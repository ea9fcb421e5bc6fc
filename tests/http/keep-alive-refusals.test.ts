// Malformed posts to the routes that take uploads, over keep-alive connections, against the production build
// (npm run build first; BUILD_DIR picks it). These routes let bodies up to ~60 MB past the Express cap, and their
// handler refuses many before reading them (wrong type, method or size); such an answer used to leave the rest
// of the body unread on a stalled connection, and the client's next request on it met a reset once Node's
// keep-alive timeout destroyed the socket. Every refusal must be a complete Dutch 4xx, and the next request on
// the same connection must be answered (or the refusal must say "Connection: close").
import http from "node:http";
import net, { type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { useProductionServer } from "../helpers/production-server";

const MB = 1024 * 1024;
const malformed = "Het formulier kon niet worden gelezen.";
const tooMuchText = "Het formulier bevat te veel tekst.";

interface Case {
  name: string;
  method?: string;
  headers: Record<string, string>;
  body: Buffer;
  status: number | number[];
  message: string | RegExp;
  /** Large enough that the server closes the connection after its answer instead of reading it all. */
  closes?: boolean;
}

const boundary = "----keepalive";
const multipart = `multipart/form-data; boundary=${boundary}`;
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A PNG of `bytes` bytes in the attachments field (its kind is accepted; its size is not past 20 MB). */
function filePart(bytes: number): Buffer {
  const png = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return Buffer.concat([
    Buffer.from(
      `${part("name", "Jan")}--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const text = (s: string) => Buffer.from(s);
const filler = (bytes: number) => Buffer.alloc(bytes, "a");

function cases(origin: string): Case[] {
  const form = { "content-type": "application/x-www-form-urlencoded", origin };
  return [
    {
      name: "plain text",
      headers: { "content-type": "text/plain", origin },
      body: text("hallo"),
      status: 415,
      message: malformed,
    },
    {
      name: "300 KB of plain text",
      headers: { "content-type": "text/plain", origin },
      body: filler(300 * 1024),
      status: 415,
      message: malformed,
    },
    {
      name: "multipart without a boundary",
      headers: { "content-type": "multipart/form-data", origin },
      body: text("rommel"),
      status: [400, 415],
      message: malformed,
    },
    {
      name: "junk multipart",
      headers: { "content-type": multipart, origin },
      body: text("rommel\r\n--x--"),
      status: 400,
      message: malformed,
    },
    {
      name: "truncated multipart",
      headers: { "content-type": multipart, origin },
      body: text(`${part("name", "Jan")}--${boundary}\r\nContent-Disposition: form-d`),
      status: 400,
      message: malformed,
    },
    {
      name: "repeated keys",
      headers: form,
      body: text("name=&name=Jan&email=a&email=jan%40voorbeeld.nl&phone="),
      status: 400,
      // The quick quote words it its own way.
      message:
        /Vul alle verplichte velden in|We hebben je naam, email en telefoonnummer nodig voor contact\./,
    },
    {
      name: "an Origin that is not a URL",
      headers: { ...form, origin: "not a url" },
      body: filler(300 * 1024),
      status: 403,
      message: "Verzoek geweigerd.",
    },
    { name: "PUT", method: "PUT", headers: form, body: filler(300 * 1024), status: 405, message: malformed },
    { name: "DELETE", method: "DELETE", headers: form, body: text("a=b"), status: 405, message: malformed },
    {
      name: "300 KB of form text",
      headers: form,
      body: filler(300 * 1024),
      status: 413,
      message: tooMuchText,
    },
    {
      name: "5 MB of plain text",
      headers: { "content-type": "text/plain", origin },
      body: filler(5 * MB),
      status: 415,
      message: malformed,
      closes: true,
    },
  ];
}

/** The heavy ones, sent once per route by one client. */
function largeCases(origin: string): Case[] {
  return [
    {
      name: "a file past 20 MB",
      headers: { "content-type": multipart, origin },
      body: filePart(21 * MB),
      status: 413,
      message: "is te groot (maximaal 20 MB)",
    },
    {
      name: "a body past the route's cap, refused by its length",
      headers: { "content-type": multipart, origin },
      body: filler(62 * MB),
      status: 413,
      message: "Het verzoek is te groot.",
      closes: true,
    },
  ];
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: Socket;
  reused: boolean;
}

/** One request on the agent; any error (a reset, "socket hang up", a write failing) fails it. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "localhost",
        port,
        method,
        path,
        agent,
        headers: body
          ? { ...headers, accept: "application/json", "content-length": String(body.length) }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          if (!response.complete) return reject(new Error("answer cut off"));
          const answer = {
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            socket: request.socket as Socket,
            reused: request.reusedSocket,
          };
          // The request's own end (its body written out) or an error on it still decides.
          if (request.writableFinished) resolve(answer);
          else request.once("finish", () => resolve(answer));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("refusals on the upload routes keep keep-alive connections usable", () => {
  const server = useProductionServer({
    LOG_LEVEL: "info",
    LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    BETTER_AUTH_SECRET: "keep-alive-test-secret-keep-alive-0123456",
  });
  const { port } = server;

  const paths = ["/api/offerte", "/api/snelle-offerte", "/api/offerte.data"];

  /** Sends each case and then a plain request on the same agent; returns what went wrong, as lines. */
  async function client(list: Case[]): Promise<string[]> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const problems: string[] = [];
    try {
      for (const path of paths) {
        for (const c of list) {
          const label = `${c.method ?? "POST"} ${path} ${c.name}`;
          try {
            const answer = await send(agent, port, c.method ?? "POST", path, c.headers, c.body);
            const statuses = [c.status].flat();
            if (!statuses.includes(answer.status)) problems.push(`${label}: status ${answer.status}`);
            const found =
              typeof c.message === "string" ? answer.body.includes(c.message) : c.message.test(answer.body);
            if (!found) problems.push(`${label}: body ${answer.body.slice(0, 200)}`);
            const closing = answer.headers.connection === "close";
            if (closing !== Boolean(c.closes))
              problems.push(`${label}: Connection ${answer.headers.connection}`);
            // The next request goes over the same connection unless the answer closed it.
            const next = await send(agent, port, "GET", "/healthz", {});
            if (next.status !== 200) problems.push(`${label}, then /healthz: status ${next.status}`);
            if (!closing && next.socket !== answer.socket)
              problems.push(`${label}: the connection was not kept`);
          } catch (error) {
            problems.push(`${label}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
          }
        }
      }
    } finally {
      agent.destroy();
    }
    return problems;
  }

  it("three keep-alive clients at once get a complete Dutch 4xx for each and reuse their connection", async () => {
    const own = `http://localhost:${port}`;
    const problems = await Promise.all([
      client(cases(own)),
      client(cases(own)),
      client([...cases(own), ...largeCases(own)]),
    ]);
    expect(problems.flat()).toEqual([]);
  }, 120_000);

  /**
   * A raw upload that reads nothing until all of it is sent, as a browser does: `chunk` bytes every 10 ms.
   * Resolves with what came back once the connection closed, and the first socket error.
   */
  function uploadThenRead(path: string, type: string, total: number, chunk: number) {
    return new Promise<{ text: string; error: string | null }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let text = "";
      let error: string | null = null;
      socket.setEncoding("utf8");
      socket.on("data", (data: string) => (text += data));
      socket.pause();
      socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
      socket.on("close", () => resolve({ text, error }));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
          `Content-Type: ${type}\r\nAccept: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const bytes = Buffer.alloc(chunk, "a");
      let sent = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || sent >= total) {
          clearInterval(timer);
          socket.resume();
          return;
        }
        const n = Math.min(chunk, total - sent);
        socket.write(bytes.subarray(0, n), () => {});
        sent += n;
      }, 10);
    });
  }

  it("a large body refused early closes its connection only after a client that reads late has the answer", async () => {
    // Closing with the upload still arriving would reset the connection and lose the answer in the client's
    // buffer: the server reads on (and drops) until the client is done.
    const refusedByRoute = await uploadThenRead("/api/offerte", "text/plain", 8 * MB, 256 * 1024);
    expect(refusedByRoute.error).toBeNull();
    expect(refusedByRoute.text).toMatch(/^HTTP\/1\.1 415 /);
    expect(refusedByRoute.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(refusedByRoute.text).toContain(malformed);

    const overTheCap = await uploadThenRead("/api/snelle-offerte", multipart, 62 * MB, MB);
    expect(overTheCap.error).toBeNull();
    expect(overTheCap.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(overTheCap.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(overTheCap.text).toContain("Het verzoek is te groot.");
  }, 30_000);

  it("none of them is logged as an error or answered with a 5xx", () => {
    const lines = server.log().split("\n");
    expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(lines.filter((line) => /"status":5\d\d/.test(line))).toEqual([]);
  });
});
