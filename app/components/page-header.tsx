// Shared top of every inner page: breadcrumb trail, H1 and intro on a light accent band.
import { ChevronRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumb trail starting at the home page; the last crumb is the current page. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: "Home", path: "/" }, ...crumbs];
}

/** Width and side padding shared by all page sections. */
export const containerClass = "mx-auto w-full max-w-6xl px-4 sm:px-6";

function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Kruimelpad" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {index > 0 ? <ChevronRight className="size-3.5 text-slate-500" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} className="underline-offset-4 hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function PageHeader({
  crumbs,
  title,
  intro,
  eyebrow,
  children,
  className,
}: {
  crumbs: Crumb[];
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Small label above the H1, e.g. a price or date line. */
  eyebrow?: React.ReactNode;
  /** Calls to action or meta lines under the intro. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white", className)}>
      <div className={cn(containerClass, "pt-6 pb-10 sm:pt-8 sm:pb-14")}>
        <Breadcrumbs items={crumbs} />
        {eyebrow ? <div className="mt-6 text-sm font-semibold text-brand-700">{eyebrow}</div> : null}
        <h1
          className={cn(
            "max-w-4xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl lg:text-5xl",
            eyebrow ? "mt-2" : "mt-6",
          )}
        >
          {title}
        </h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </header>
  );
}
