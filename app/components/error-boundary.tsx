// The body of an area's error boundary (staff, account): the heading for the status, the Dutch message the
// loader or action threw and a way back. The area's boundary wraps it in its own shell, so a failing page keeps
// the area's header and navigation; the response keeps the thrown status (React Router sets it).
import { Link } from "react-router";
import { describeRouteError, type RouteErrorDescription } from "~/lib/route-error";

/** Reads a boundary's error; a stack only in development, never in production. */
export function describeBoundaryError(error: unknown): RouteErrorDescription {
  return describeRouteError(error, import.meta.env.DEV);
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
