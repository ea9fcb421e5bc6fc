// The 404 screen, shared by the catch-all route and by routes that throw a 404 (unknown blog post).
import { ArrowRight, SearchX } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CONTACT_HREF } from "~/lib/contact-links";

const suggestions = [
  { to: "/diensten", label: "Diensten en prijzen" },
  { to: "/kledingbedrukking", label: "Kleding bedrukken" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/blog", label: "Blog" },
  { to: CONTACT_HREF, label: "Contact" },
];

export function NotFoundContent() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <SearchX className="mx-auto size-12 text-brand-700" />
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700">Foutcode 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Pagina niet gevonden</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        De pagina die je zoekt bestaat niet (meer) of is verplaatst. Misschien vind je hier wat je zoekt:
      </p>
      <nav aria-label="Populaire pagina's" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3">
          {suggestions.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {s.label}
                <ArrowRight className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="lg" className="mt-10">
        <Link to="/">Naar de homepage</Link>
      </Button>
    </main>
  );
}
