import { Link } from "react-router";

/** Previous/next links that keep the current filter (hrefFor builds the URL of a page). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass =
    "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50";
  return (
    <nav aria-label="Paginering" className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link className={linkClass} to={hrefFor(page - 1)} rel="prev">
          Vorige
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Pagina {page} van {pageCount}
      </p>
      {page < pageCount ? (
        <Link className={linkClass} to={hrefFor(page + 1)} rel="next">
          Volgende
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
