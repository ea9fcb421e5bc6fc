// A POST (PUT, DELETE…) to a route that only answers GET, such as /sitemap.xml, /robots.txt, a download or
// /api/afspraak/tijden: React Router refuses it with a 405 whose JSON body says "Unexpected Server Error", an
// English message that suggests a fault. Pages without an action show their Dutch error page instead.
import { REQUEST_LINE_MESSAGES } from "./request-line.server";

/** React Router's body for a resource route's refused method (its ErrorResponse, serialized). */
const ROUTER_REFUSAL_MESSAGE = "Unexpected Server Error";

/**
 * The same refusal in Dutch with the methods the route does take, or `response` itself when it is any other
 * answer (a route's own 405 keeps its message).
 */
export async function dutchMethodRefusal(response: Response): Promise<Response> {
  if (response.status !== 405 || !response.headers.get("Content-Type")?.includes("application/json")) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if ((body as { message?: unknown } | null)?.message !== ROUTER_REFUSAL_MESSAGE) return response;
  return new Response(REQUEST_LINE_MESSAGES.method, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD" },
  });
}
