// Responses of account and staff pages hold personal data: never cached, never indexed.
import type { MiddlewareFunction } from "react-router";
import { requireStaff } from "../auth.server";

export function markPrivate(response: Response): Response {
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

/** For /auth, /employee-login and /dashboard. */
export const privateMiddleware: MiddlewareFunction<Response> = async (_args, next) =>
  markPrivate(await next());

/** The staff branch: only TOTP-verified employees and admins get past this, for pages, data and exports. */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  try {
    await requireStaff(request);
  } catch (thrown) {
    if (thrown instanceof Response) throw markPrivate(thrown);
    throw thrown;
  }
  return markPrivate(await next());
};
