// Requests a bot or a broken proxy sends, against the production build (npm run build first; BUILD_DIR picks it):
// a method undici refuses, a host or protocol no URL can be built from, a request target that is not a path, a
// path far deeper than any page, an Origin that differs from the origin React Router sees, a method a route
// does not take. Each gets a Dutch 4xx at once, never a 500, and the server logs no error for any of them.
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { useProductionServer } from "../helpers/production-server";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("malformed requests get a Dutch 4xx, not a 500", () => {
  // One trusted proxy hop, as behind a reverse proxy: X-Forwarded-Host and -Proto are then believed.
  const server = useProductionServer({
    TRUST_PROXY: "1",
    BETTER_AUTH_SECRET: "bad-requests-test-secret-bad-requests-0123",
  });
  const { port } = server;

  /** node:http, which (unlike fetch) sends any method and Host header it is given. */
  function send(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: "localhost", port, method, path, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text }),
        );
      });
      request.on("error", reject);
      request.end(body);
    });
  }

  /** A request line and headers exactly as written (no Host added), answered with the status line. */
  function sendRaw(head: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "localhost");
      let text = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text }));
      socket.on("error", reject);
      socket.end(`${head}\r\nConnection: close\r\n\r\n`);
    });
  }

  const form = { "content-type": "application/x-www-form-urlencoded" };
  const own = () => `http://localhost:${port}`;

  it.each(["/", "/healthz", "/auth", "/_.data", "/assets/bestaat-niet.js", "/api/auth/get-session"])(
    "TRACE %s is 405 with the methods that are",
    async (path) => {
      const answer = await send("TRACE", path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toBe("Deze methode wordt niet ondersteund.");
    },
  );

  it.each([
    ["Host", "[::1"],
    ["Host", "local host"],
    ["Host", "localhost:99999"],
    ["Host", "localhost:-1"],
    ["X-Forwarded-Host", "[::1"],
    ["X-Forwarded-Host", "shop.example:70000"],
    ["X-Forwarded-Proto", "gopher"],
  ])("a %s of %s is 400 on every kind of route", async (name, value) => {
    for (const path of [
      "/auth",
      "/employee-login.data",
      "/api/auth/get-session",
      "/__manifest?p=/&version=x",
    ]) {
      const answer = await send("GET", path, { [name]: value });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toBe("Het adres van dit verzoek is ongeldig.");
    }
  });

  it.each([
    ["an absolute-form target", `GET http://shop.example/auth HTTP/1.1\r\nHost: localhost`],
    ["the asterisk target", `OPTIONS * HTTP/1.1\r\nHost: localhost`],
    ["HTTP/1.0 without a Host", "GET /auth HTTP/1.0"],
    ["a POST over HTTP/1.0 without a Host", "POST /auth HTTP/1.0\r\nContent-Length: 0"],
  ])("%s is 400", async (_name, head) => {
    const answer = await sendRaw(head);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Het adres van dit verzoek is ongeldig.");
  });

  it("a path far deeper than any page is a plain 404 without rendering; ordinary 404s keep the page", async () => {
    for (const path of [
      "/blog" + "/x".repeat(2000),
      "/x".repeat(33),
      "/employee-dashboard" + "/x".repeat(40),
    ]) {
      const answer = await send("GET", path, { cookie: "a=b" });
      expect(answer.status).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
      expect(answer.body).toBe("Pagina niet gevonden.");
    }
    const shallow = await send("GET", "/x".repeat(32), { cookie: "a=b" });
    expect(shallow.status).toBe(404);
    expect(shallow.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each(["/sitemap.xml", "/robots.txt", "/media/portfolio/x.avif", "/bestanden/x", "/api/afspraak/tijden"])(
    "POST and DELETE to %s, which only answers GET, are a Dutch 405",
    async (path) => {
      for (const [method, body] of [
        ["POST", "a=b"],
        ["DELETE", undefined],
      ] as const) {
        const answer = await send(method, path, { ...form, origin: own() }, body);
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
        expect(answer.body).toBe("Deze methode wordt niet ondersteund.");
      }
    },
  );

  it("a form's own refusal of a method keeps its message", async () => {
    const answer = await send("DELETE", "/api/offerte", { origin: own() });
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, title: "Ongeldig formulier" });
  });

  it("a POST whose Origin differs from the origin React Router sees is 403, on pages and data requests", async () => {
    const forwardedHeaders: Record<string, string>[] = [
      { "x-forwarded-host": "shop.example" },
      { "x-forwarded-proto": "https" },
    ];
    for (const path of ["/auth", "/auth.data", "/_.data", "/api/offerte"]) {
      for (const forwarded of forwardedHeaders) {
        const answer = await send("POST", path, { ...form, origin: own(), ...forwarded }, "intent=sign-in");
        expect(answer.status, `${path} ${JSON.stringify(forwarded)}`).toBe(403);
        expect(answer.body).toBe("Verzoek geweigerd.");
      }
    }
    // The site's own origin as a proxy forwards it is fine, and so is a plain same-origin post.
    const proxied = await send(
      "POST",
      "/auth",
      {
        ...form,
        host: "shop.example",
        origin: "https://shop.example",
        "x-forwarded-host": "shop.example",
        "x-forwarded-proto": "https",
      },
      "intent=sign-in",
    );
    expect(proxied.status).toBe(400);
    expect(proxied.body).toContain("Vul een geldig e-mailadres in.");
    const direct = await send("POST", "/auth", { ...form, origin: own() }, "intent=sign-in");
    expect(direct.status).toBe(400);
  });

  it("a sign-in with a forged callback address is refused, and the address is not logged", async () => {
    const answer = await send(
      "POST",
      "/api/auth/sign-in/email",
      { "content-type": "application/json", origin: own() },
      JSON.stringify({
        email: "jan@voorbeeld.nl",
        password: "geheim-wachtwoord",
        callbackURL: "https://evil.example/?e=jan%40voorbeeld.nl",
      }),
    );
    expect(answer.status).toBe(403);
    await server.logSettled();
    // Neither the address (with an e-mail address in its query) nor better-auth's own unstructured line.
    expect(server.log()).not.toMatch(/voorbeeld|evil\.example|\[Better Auth\]/);
  });

  it("none of these is logged as an error", () => {
    const errors = server
      .log()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
