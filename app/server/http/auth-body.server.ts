// Screens the JSON bodies sent to better-auth's endpoints (/api/auth/*) before the library sees them. The
// library answers 500 to some bodies (a `null` name, a NUL byte PostgreSQL refuses); here they become a 4xx
// in better-auth's own error shape ({ code, message }).

/** better-auth's bodies are a few short fields; the Express layer caps every body at 64 KB as well. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/** Name fields a client may send (sign-up, update-user); profiles keep 100 characters per part. */
const NAME_LIMITS: Readonly<Record<string, number>> = { name: 201, firstName: 100, lastName: 100 };

const refusal = (status: 400 | 413 | 415, code: string, message: string) =>
  Response.json({ code, message }, { status });

export const AUTH_BODY_REFUSALS = {
  notJson: () => refusal(415, "UNSUPPORTED_BODY", "Stuur de gegevens als JSON."),
  unreadable: () => refusal(400, "INVALID_BODY", "Het verzoek kon niet worden gelezen."),
  tooLarge: () => refusal(413, "BODY_TOO_LARGE", "Het verzoek is te groot."),
  badName: () => refusal(400, "INVALID_NAME", "Vul een geldige naam in (maximaal 100 tekens)."),
};

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  return false;
}

function hasBadName(body: Record<string, unknown>): boolean {
  return Object.entries(NAME_LIMITS).some(
    ([key, max]) =>
      Object.hasOwn(body, key) && (typeof body[key] !== "string" || (body[key] as string).length > max),
  );
}

/**
 * The request to hand to better-auth (its body already read and checked), or the 4xx to answer instead.
 * GET and HEAD, and mutations without a body (sign-out), pass unchanged.
 */
export async function screenAuthRequest(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(length) || length > MAX_AUTH_BODY_BYTES) return AUTH_BODY_REFUSALS.tooLarge();

  let text: string;
  try {
    text = await request.text();
  } catch {
    return AUTH_BODY_REFUSALS.unreadable();
  }
  if (Buffer.byteLength(text) > MAX_AUTH_BODY_BYTES) return AUTH_BODY_REFUSALS.tooLarge();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (text.trim() === "") {
    return new Request(request.url, { method: request.method, headers });
  }

  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(?:;|$)/i.test(type)) return AUTH_BODY_REFUSALS.notJson();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return AUTH_BODY_REFUSALS.unreadable();
  }
  if (!body || typeof body !== "object" || Array.isArray(body) || containsNul(body))
    return AUTH_BODY_REFUSALS.unreadable();
  if (hasBadName(body as Record<string, unknown>)) return AUTH_BODY_REFUSALS.badName();
  return new Request(request.url, { method: request.method, headers, body: text });
}
