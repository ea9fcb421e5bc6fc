// React Router decodes every path segment with decodeURIComponent. A segment that does not decode (a bot's
// "%E0%A4%A", a link mangled in a chat app) still gets the 404 page, but React Router also writes a console
// warning for it: one unstructured log line per request, which a bot can repeat as fast as it likes.

/** `url` (path and query) with the % signs of each path segment that does not decode escaped as %25. */
export function withDecodablePath(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.includes("%")) return url;
  const segments = path
    .split("/")
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll("%", "%25")));
  return segments.join("/") + (queryStart === -1 ? "" : url.slice(queryStart));
}

function decodes(segment: string): boolean {
  try {
    // The result is used: the bundler drops a bare decodeURIComponent() call as free of side effects.
    return decodeURIComponent(segment) !== undefined;
  } catch {
    return false;
  }
}
