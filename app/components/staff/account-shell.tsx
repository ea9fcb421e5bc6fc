import { Link } from "react-router";
import { describeBoundaryError, ErrorMessage } from "~/components/error-boundary";
import { useSite } from "~/hooks/use-site";

/** Plain frame for the sign-in pages and the customer dashboard: brand link, content, no marketing chrome. */
export function AccountShell({ title, children }: { title: string; children: React.ReactNode }) {
  const site = useSite();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-lg font-bold text-ink">
            {site.brand}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <h1 className="mb-6 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** The ErrorBoundary of the account pages (/auth, /dashboard, /employee-login…): the error inside the shell. */
export function AccountErrorBoundary({ error }: { error: unknown }) {
  const description = describeBoundaryError(error);
  return (
    <AccountShell title={description.title}>
      <ErrorMessage description={description} back={{ to: "/", label: "Naar de homepage" }} />
    </AccountShell>
  );
}
