// The order's invoices on the customer's quote page: plain download links (the page ships no script).
import { DownloadLink } from "~/components/ui/download-link";
import { customerInvoicesCopy as copy } from "~/content/invoices";

export function InvoiceLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby="invoices" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="invoices" className="text-xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <DownloadLink href={link.href}>{link.label}</DownloadLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
