// The body of an area's error boundary (staff, account): the heading for the status, the Dutch message the
// loader or action threw and a way back. The area's boundary wraps it in its own shell, so a failing page keeps
// the area's header and navigation; the response keeps the thrown status (React Router sets it).
import { Link } from "react-router";
import { describeRouteError, isLocalOrPreviewHost, type RouteErrorDescription } from "~/lib/route-error";

/**
 * Whether a boundary may show an error's stack: in development, and in the browser on a local or preview host
 * (docs/behaviour.md#validation-and-messages). Never on the live site.
 */
function showsErrorDetails(): boolean {
  if (import.meta.env.DEV) return true;
  return typeof window !== "undefined" && isLocalOrPreviewHost(window.location.hostname);
}

/** Reads a boundary's error; a stack only where showsErrorDetails allows it. */
export function describeBoundaryError(error: unknown): RouteErrorDescription {
  return describeRouteError(error, showsErrorDetails());
}

export function ErrorMessage({
  description,
  back,
}: {
  description: RouteErrorDescription;
  back: { to: string; label: string };
}) {
  return (
    <div className="space-y-4">
      <p role="alert" className="text-lg text-slate-800">
        {description.message}
      </p>
      <p>
        <Link className="font-semibold text-brand-700 underline" to={back.to}>
          {back.label}
        </Link>
      </p>
      {description.details ? (
        <pre className="overflow-auto rounded bg-slate-100 p-4 text-xs">{description.details}</pre>
      ) : null}
    </div>
  );
}
