// The artwork check's words around its findings (the findings themselves come with their numbers from
// app/lib/preflight/findings.ts): the visitor's block on /bedankt and the staff's lines on the lead page.
import type { FindingLevel } from "~/lib/preflight/findings";

export const artworkCheckCopy = {
  heading: "Controle van je bestanden",
  intro: "We hebben je bestanden meteen automatisch gecontroleerd voor drukwerk.",
  allGood: "Alles ziet er goed uit: we kunnen hiermee aan de slag.",
  /** Shown when any file has a warning or an error: the request is in, nothing has to be sent again. */
  fixHeading: "Laat ons het oplossen",
  fixText:
    "Je aanvraag is gewoon verstuurd, ook met deze punten. Wil je het zelf aanpassen? Stuur het verbeterde bestand als antwoord op onze bevestigingsmail. Of laat ons het oplossen: wij passen het bestand aan en je ziet het resultaat in de drukproef, voordat we iets drukken.",
  fixLabel: "Oplossing:",
  staffHeading: "Controle bij ontvangst",
  staffNotChecked: "Niet gecontroleerd (ontvangen voordat de controle bestond).",
  levels: { ok: "In orde", warning: "Let op", error: "Probleem" } satisfies Record<FindingLevel, string>,
} as const;
