// The frame of every staff page: brand, who is signed in, the staff navigation and the loading indicator. The
// staff layout renders it around its pages, and its error boundary around the error, so a page that fails
// keeps the navigation.
import { Link, NavLink, useNavigation } from "react-router";
import { passwordCopy, passwordPaths } from "~/content/password";
import { LogoutButton } from "~/components/staff/logout-button";
import { cn } from "~/lib/cn";
import { isRole, ROLE_LABELS } from "~/lib/roles";
import { useSite } from "~/hooks/use-site";

export interface StaffShellUser {
  name: string;
  role: string | null;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-semibold",
    isActive ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-100",
  );

/** `user` is missing only when the layout's own loader failed; the shell then shows the common links. */
export function StaffShell({
  user,
  children,
}: {
  user: StaffShellUser | undefined;
  children: React.ReactNode;
}) {
  const site = useSite();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Naar de inhoud
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-ink">
            {site.brand} <span className="font-normal text-slate-600">· medewerkers</span>
          </p>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            {user ? (
              <span>
                {user.name} ({(isRole(user.role) ? ROLE_LABELS[user.role] : "").toLowerCase()})
              </span>
            ) : null}
            <Link className="font-semibold text-brand-700 underline" to={passwordPaths.change}>
              {passwordCopy.changeTitle}
            </Link>
            <LogoutButton />
          </div>
        </div>
        <nav aria-label="Medewerkers" className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 pb-3">
          <NavLink to="/employee" end className={navClass}>
            Overzicht
          </NavLink>
          <NavLink to="/employee-dashboard" end className={navClass}>
            Aanvragen
          </NavLink>
          <NavLink to="/employee-dashboard/offertes" className={navClass}>
            Offertes
          </NavLink>
          <NavLink to="/employee-dashboard/orders" className={navClass}>
            Orders
          </NavLink>
          <NavLink to="/employee-dashboard/facturen" className={navClass}>
            Facturen
          </NavLink>
          <NavLink to="/employee-dashboard/controleren" className={navClass}>
            Controleren
          </NavLink>
          <NavLink to="/employee-dashboard/spam" className={navClass}>
            Spam
          </NavLink>
          <NavLink to="/employee-dashboard/statistieken" className={navClass}>
            Statistieken
          </NavLink>
          <NavLink to="/employee-dashboard/bestanden" className={navClass}>
            Bestanden
          </NavLink>
          <NavLink to="/employee-dashboard/portfolio" className={navClass}>
            Portfolio
          </NavLink>
          <NavLink to="/employee-dashboard/reviews" className={navClass}>
            Reviews
          </NavLink>
          <NavLink to="/employee-dashboard/website" className={navClass}>
            Website
          </NavLink>
          {user?.role === "admin" ? (
            <>
              <NavLink to="/employee-dashboard/debiteuren" className={navClass}>
                Debiteuren
              </NavLink>
              <NavLink to="/employee-dashboard/boekhouding" className={navClass}>
                Boekhouding
              </NavLink>
              <NavLink to="/employee-dashboard/admin/users" className={navClass}>
                Gebruikers
              </NavLink>
              <NavLink to="/employee-dashboard/admin/audit" className={navClass}>
                Auditlog
              </NavLink>
              <NavLink to="/employee-dashboard/admin/avg" className={navClass}>
                AVG
              </NavLink>
              <NavLink to="/employee-dashboard/admin/backups" className={navClass}>
                Back-ups
              </NavLink>
            </>
          ) : null}
        </nav>
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {navigation.state === "loading" ? "Laden..." : ""}
      </p>
      <div
        aria-hidden="true"
        className={cn(
          "h-0.5 bg-brand-600 transition-opacity",
          navigation.state === "loading" ? "opacity-100" : "opacity-0",
        )}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
