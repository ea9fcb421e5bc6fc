// What an area's error boundary shows for whatever a loader or action threw. A thrown response below 500
// (`throw data("Aanvraag niet gevonden.", { status: 404 })`) carries a Dutch message meant for the reader; for
// everything else (crashes, 5xx) the reader gets a plain message and never the internal text or stack. Nor
// does React Router's own refusal, such as the 405 for a form posted to a page without an action: its text is an
// English message for developers ("You made a POST request to … but did not provide an `action` …").
import { isRouteErrorResponse } from "react-router";
import { errorMessages, errorTitles, fallbackErrorMessage, fallbackErrorTitle } from "~/content/errors";

export interface RouteErrorDescription {
  status: number;
  title: string;
  message: string;
  /** The stack of an unexpected error, only when `showDetails` (development). */
  details?: string;
}

const lookup = (table: Readonly<Record<number, string>>, status: number) =>
  Object.hasOwn(table, status) ? table[status] : undefined;

/**
 * React Router's own refusals carry the text of the Error they were made from ("Error: You made a POST request
 * …"). Its `internal` flag says so too, but only on the server: the browser's copy after hydration lacks it. No
 * message of ours starts that way.
 */
function isRouterRefusal(text: string): boolean {
  return text.startsWith("Error: ");
}

export function describeRouteError(error: unknown, showDetails = false): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const { status } = error;
    const own =
      status < 500 && typeof error.data === "string" && error.data.trim() && !isRouterRefusal(error.data)
        ? error.data
        : undefined;
    return {
      status,
      title: lookup(errorTitles, status) ?? fallbackErrorTitle,
      message: own ?? lookup(errorMessages, status) ?? fallbackErrorMessage,
    };
  }
  const details = showDetails && error instanceof Error ? error.stack : undefined;
  return {
    status: 500,
    title: fallbackErrorTitle,
    message: fallbackErrorMessage,
    ...(details ? { details } : {}),
  };
}

/** A developer's own machine or a preview deployment, where an error's details help and harm nobody. */
export function isLocalOrPreviewHost(hostname: string): boolean {
  return /^(localhost|127\.|\[::1\])|preview/.test(hostname);
}
