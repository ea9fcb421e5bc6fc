// Error boundary body for content routes: a thrown 404 shows the not-found page, anything else a short notice.
import { isRouteErrorResponse, Link } from "react-router";
import { NotFoundContent } from "./not-found-content";

export function RouteErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Er ging iets mis</h1>
      <p className="mt-4 text-slate-700">
        Probeer het later opnieuw of ga terug naar de{" "}
        <Link className="font-medium text-brand-700 underline" to="/">
          homepage
        </Link>
        .
      </p>
    </main>
  );
}
