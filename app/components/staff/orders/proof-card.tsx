// The order page's "Drukproef" card (docs/proofs.md): the proof's state, the upload form (multipart, works without
// JavaScript), each version with its pages (the customer's pins as dots), decisions and comments, and the waiver
// for a reorder of an approved design behind a tick.
import { Form } from "react-router";
import { ConfirmField } from "~/components/form/confirm-field";
import { TextAreaField } from "~/components/form/field";
import { FileField } from "~/components/form/file-field";
import { ArtworkFindings, ArtworkLevel } from "~/components/artwork-report";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { artworkCheckCopy } from "~/content/artwork-checks";
import { describeKinds, formatMegabytes } from "~/lib/file-kind";
import { PROOF_UPLOAD } from "~/lib/proofs/forms";
import { formatDateTime } from "~/lib/shop-time";
import type { ProofCardData } from "~/server/staff/orders/proof-card.server";

export function ProofUploadForm({
  action,
  maxFileBytes,
  note,
}: {
  action: string;
  maxFileBytes: number;
  note?: string;
}) {
  const hint = `${describeKinds(PROOF_UPLOAD.accept)}, maximaal ${formatMegabytes(maxFileBytes)}. Een PDF wordt per pagina getoond.`;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="space-y-3"
      aria-label="Drukproef uploaden"
      reloadDocument
    >
      <FileField id="proof-file" label="Bestand" hint={hint} rules={{ ...PROOF_UPLOAD, maxFileBytes }} />
      <TextAreaField
        id="proof-note"
        name="note"
        label="Toelichting voor de klant (optioneel)"
        rows={2}
        maxLength={1000}
        defaultValue={note}
      />
      <Button type="submit" size="sm">
        Uploaden en naar de klant mailen
      </Button>
    </Form>
  );
}

const decisionLabel: Record<string, string> = {
  approved: "Goedgekeurd",
  change_requested: "Wijziging gevraagd",
};

export function ProofCard({ card, waiveError }: { card: ProofCardData; waiveError?: string }) {
  return (
    <Card>
      <h2 id="drukproef" className="mb-2 text-xl font-semibold text-ink">
        Drukproef
      </h2>
      <p className="mb-4 font-semibold text-ink" data-testid="proof-state">
        {card.label}
      </p>
      {card.canUpload ? (
        <ProofUploadForm action={card.uploadAction} maxFileBytes={card.maxFileBytes} />
      ) : null}
      {card.canWaive ? (
        <Form
          method="post"
          className="mt-4 space-y-2 border-t border-slate-200 pt-4"
          aria-labelledby="waive-proof-heading"
        >
          <input type="hidden" name="intent" value="waiveProof" />
          <h3 id="waive-proof-heading" className="font-semibold text-ink">
            Geen drukproef nodig
          </h3>
          <ConfirmField
            id="waive-confirm"
            label="Geen drukproef nodig (nabestelling van een goedgekeurd ontwerp)"
            error={waiveError}
          />
          <div>
            <Button type="submit" size="sm" variant="outline">
              Drukproef overslaan
            </Button>
          </div>
        </Form>
      ) : null}
      {card.versions.length ? (
        <ol className="mt-4 space-y-6 border-t border-slate-200 pt-4">
          {card.versions.map((v) => (
            <li key={v.id} className="space-y-2" data-testid="proof-version">
              <h3 className="font-semibold text-ink">
                Versie {v.version}
                {v.latest ? " (laatste)" : ""} · {formatDateTime(v.at)}
              </h3>
              {v.note ? <p className="text-sm text-slate-700">{v.note}</p> : null}
              {v.artworkReport ? (
                <div data-testid="proof-artwork-check">
                  <p className="text-sm font-semibold text-ink">
                    {artworkCheckCopy.staffHeading} <ArtworkLevel level={v.artworkReport.level} />
                  </p>
                  <ArtworkFindings report={v.artworkReport} />
                </div>
              ) : null}
              {v.pages.map((page, index) => (
                <div key={page.src} className="relative">
                  <a href={page.zoomSrc}>
                    <img
                      src={page.src}
                      width={page.width}
                      height={page.height}
                      alt={`Versie ${v.version}, pagina ${index + 1}`}
                      loading="lazy"
                      className="h-auto w-full rounded border border-slate-200"
                    />
                  </a>
                  {index === 0
                    ? v.decisions
                        .filter((d) => d.pin)
                        .map((d) => (
                          <span
                            key={d.id}
                            aria-hidden="true"
                            className="pointer-events-none absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
                            style={{ left: `${d.pin!.x * 100}%`, top: `${d.pin!.y * 100}%` }}
                          />
                        ))
                    : null}
                </div>
              ))}
              <p className="text-xs break-all text-slate-600">
                <a className="font-semibold text-brand-700 underline" href={v.originalHref}>
                  {v.fileName}
                </a>{" "}
                · SHA-256 {v.sha256}
              </p>
              {v.decisions.length ? (
                <ul className="space-y-1 text-sm">
                  {v.decisions.map((d) => (
                    <li key={d.id} data-testid="proof-decision">
                      <span className="font-semibold">{decisionLabel[d.kind] ?? d.kind}</span> ·{" "}
                      {formatDateTime(d.at)}
                      {d.name ? ` · ${d.name}` : ""}
                      {d.comment ? `: ${d.comment}` : ""}
                      {d.pin ? " (plek aangewezen op pagina 1)" : ""}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-700">Nog geen reactie van de klant.</p>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
