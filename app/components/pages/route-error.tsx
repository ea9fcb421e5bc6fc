// The body of a public error boundary (the site layout's, a content route's, and the root's): a 404 shows the
// not-found page; any other error a short Dutch notice (the thrown message for a 4xx), with details only where
// describeBoundaryError allows them.
import { isRouteErrorResponse, Link } from "react-router";
import { describeBoundaryError } from "~/components/error-boundary";
import { NotFoundContent } from "./not-found-content";

export function RouteErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const description = describeBoundaryError(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{description.title}</h1>
      {description.status < 500 ? (
        <p role="alert" className="mt-4 text-lg text-slate-800">
          {description.message}
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">
        {description.status < 500 ? "Ga terug naar de " : "Probeer het later opnieuw of ga terug naar de "}
        <Link className="font-medium text-brand-700 underline" to="/">
          homepage
        </Link>
        .
      </p>
      {description.details ? (
        <pre className="mt-8 overflow-auto rounded bg-slate-100 p-4 text-left text-xs">
          {description.details}
        </pre>
      ) : null}
    </main>
  );
}
