import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { heldLeadsCopy, releaseCopy } from "~/content/held-leads";
import type { HeldList } from "~/lib/spam";

/** On the page of a lead a bot trap held back: why no e-mail went out, and "Geen spam" (intent "release"). */
export function HeldLeadBanner({ list, busy }: { list: HeldList; busy: boolean }) {
  return (
    <section
      aria-labelledby="held-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <div className="max-w-3xl">
        <h2 id="held-title" className="font-semibold text-ink">
          In de lijst „{heldLeadsCopy[list].title}”
        </h2>
        <p className="text-sm text-slate-800">{heldLeadsCopy[list].onLeadPage}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="release" />
        <Button type="submit" busy={busy}>
          {releaseCopy.button}
        </Button>
      </Form>
    </section>
  );
}
