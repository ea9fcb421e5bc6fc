// A tiny cookie-keeping client for integration tests: calls better-auth's handler as a browser would.
import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { handleAuthRequest } from "~/server/auth-calls.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";

export const ORIGIN = "http://localhost";

export function contextFor(ip = "203.0.113.1"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip });
  return context;
}

export class Jar {
  cookies = new Map<string, string>();
  constructor(public ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A request carrying this jar's cookies. */
  request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.header());
    return new Request(`${ORIGIN}${path}`, { ...init, headers });
  }

  async auth(
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await handleAuthRequest(
      this.request(`/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(body),
      }),
      contextFor(this.ip),
    );
    this.store(response.headers);
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** Sign-up answers "check your mail" without a session; this signs in with the password afterwards. */
  async signUpAndSignIn(body: { email: string; password: string } & Record<string, unknown>) {
    const signUp = await this.auth("/sign-up/email", { name: "", ...body });
    await this.auth("/sign-in/email", { email: body.email, password: body.password });
    return signUp;
  }
}

/** The verification link in the newest verification mail queued for `email` (as the recipient reads it). */
export async function verificationLink(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "account.verify")))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  const link = /https?:\/\/\S+\/auth\/bevestigen\?token=\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

/** Form-encoded POST to a route action. */
export function formRequest(jar: Jar, path: string, fields: Record<string, string>): Request {
  return jar.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
}
