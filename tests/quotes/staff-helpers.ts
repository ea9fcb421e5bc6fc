// Calling the staff's quote routes as React Router does, as a signed-in employee (TOTP enrolled), a customer or
// nobody: loaders and actions get the request with the jar's cookies, the path's params and a context.
import { eq } from "drizzle-orm";
import { profiles, users } from "~/server/db/schema.server";
import type { TestDatabase } from "../helpers/db";
import { contextFor, formRequest, Jar, ORIGIN } from "../auth/client";
import { totp } from "../auth/totp";

export async function staffJar(
  database: TestDatabase,
  email: string,
  role: "admin" | "employee" = "employee",
) {
  const jar = new Jar();
  await jar.signUpAndSignIn({ email, password: "geheim-wachtwoord-1" });
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  await database.db.update(profiles).set({ role }).where(eq(profiles.id, user!.id));
  const enabled = await jar.auth("/two-factor/enable", { password: "geheim-wachtwoord-1" });
  await jar.auth("/two-factor/verify-totp", { code: totp(enabled.json.totpURI as string) });
  return { jar, id: user!.id };
}

export async function customerJar(email: string): Promise<Jar> {
  const jar = new Jar();
  await jar.signUpAndSignIn({ email, password: "klant-wachtwoord-1" });
  return jar;
}

type Route = (args: never) => unknown;

type Params = Readonly<Record<string, string | undefined>>;

export const args = (request: Request, params: Params = {}) =>
  ({ request, url: new URL(request.url), params, context: contextFor() }) as never;

/** A GET of `path` by `jar` (null: signed out). */
export function get(jar: Jar | null, path: string): Request {
  return jar ? jar.request(path) : new Request(`${ORIGIN}${path}`);
}

/** A form POST of `path` by `jar` (null: signed out). */
export function postForm(jar: Jar | null, path: string, fields: Record<string, string>): Request {
  if (jar) return formRequest(jar, path, fields);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What a route answered: a thrown or returned Response (redirects, files), or `data()` with its status. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  location: string | null;
  data: T;
  response: Response | null;
}

export async function run<T = Record<string, unknown>>(
  route: Route,
  request: Request,
  params: Params = {},
): Promise<Answer<T>> {
  let value: unknown;
  try {
    value = await route(args(request, params));
  } catch (thrown) {
    // A redirect or a `data(…, { status })`; anything else is a failure of the test.
    const isData = (thrown as { type?: string } | null)?.type === "DataWithResponseInit";
    if (!(thrown instanceof Response) && !isData) throw thrown;
    value = thrown;
  }
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("location"), data: {} as T, response: value };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped && wrapped.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data as T, response: null };
  return { status: 200, location: null, data: value as T, response: null };
}
