// /dashboard/offertes/:id: opens one of the signed-in customer's quotes. Only hashes of the mailed links are
// stored, so this makes a new link and redirects to /offerte/{token}. A quote that is not theirs (or an address
// not yet verified) is "not found", in the account's frame; a signed-out visitor signs in first.
import { data, redirect } from "react-router";
import { AccountErrorBoundary } from "~/components/staff/account-shell";
import { quotePageCopy } from "~/content/quote-page";
import { requireUser } from "~/server/auth.server";
import { accountQuoteLink } from "~/server/quotes/account.server";
import { quotePagePath } from "~/server/customer/quote-link.server";
import { privateMiddleware } from "~/server/staff/http.server";
import type { Route } from "./+types/dashboard.quote";

export const middleware = [privateMiddleware];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (!user.emailVerified) throw data(quotePageCopy.notFound, { status: 404 });
  const link = await accountQuoteLink({ userId: user.id, email: user.email, quoteId: params.id });
  if (!link.ok)
    throw data(link.status === 429 ? quotePageCopy.tooMany : quotePageCopy.notFound, { status: link.status });
  // "Opnieuw bestellen" on /dashboard: straight to the reorder's check step behind the fresh link.
  const path = quotePagePath(link.token);
  throw redirect(
    new URL(request.url).searchParams.has("nabestellen") ? `${path}/opnieuw-bestellen` : path,
    303,
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountErrorBoundary error={error} />;
}

// The loader always redirects or throws: this page itself never shows, only its error boundary does.
export default function AccountQuote() {
  return null;
}
