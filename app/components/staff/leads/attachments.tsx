// The files a visitor sent with a lead, on the lead page: a preview for PNG and JPEG (served sandboxed, never an
// SVG in our page), a file icon for the rest, a download for each, and a warning for a file the storage could
// not keep.
import { Download, FileText, TriangleAlert } from "~/components/ui/icons";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ArtworkFindings, ArtworkLevel } from "~/components/artwork-report";
import { artworkCheckCopy } from "~/content/artwork-checks";
import type { ArtworkReport } from "~/lib/preflight/findings";

export interface AttachmentView {
  id: string;
  fileName: string;
  /** Already formatted ("1,2 MB"). */
  size: string;
  failed: boolean;
  preview: boolean;
  /** The artwork check's report when the file arrived; null for files from before the check. */
  artwork: ArtworkReport | null;
}

export function Attachments({ attachments }: { attachments: AttachmentView[] }) {
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">Bestanden van de klant</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {attachments.map((file) => (
          <li
            key={file.id}
            className="rounded-lg border border-slate-200 p-3"
            data-attachment={file.fileName}
          >
            {file.failed ? (
              <div role="note" className="flex gap-2 text-sm text-red-900">
                <TriangleAlert className="size-5 shrink-0" />
                <p>
                  <span className="font-semibold break-words">{file.fileName}</span> is niet opgeslagen: de
                  opslag was niet bereikbaar toen de klant het stuurde. Vraag de klant het bestand opnieuw te
                  sturen.
                </p>
              </div>
            ) : (
              <>
                {/* A frame of fixed height (nothing shifts while the image loads) that the image fits into
                    whole, at its own proportions: a wide logo or a tall flyer is shown entirely, never cut. */}
                <div className="flex h-48 items-center justify-center overflow-hidden rounded bg-slate-50">
                  {file.preview ? (
                    <img
                      src={`/employee-dashboard/bijlagen/${file.id}?voorbeeld=1`}
                      alt={`Voorbeeld van ${file.fileName}`}
                      loading="lazy"
                      className="h-auto max-h-full w-auto max-w-full object-contain"
                    />
                  ) : (
                    <FileText className="size-12 text-slate-500" />
                  )}
                </div>
                <p className="mt-2 text-sm break-words text-slate-900">
                  <span className="font-semibold">{file.fileName}</span> ({file.size})
                </p>
                <a
                  className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-2`}
                  href={`/employee-dashboard/bijlagen/${file.id}`}
                  download
                  aria-label={`${file.fileName} downloaden`}
                >
                  <Download /> Downloaden
                </a>
                <ArtworkCheck report={file.artwork} />
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What the visitor was told about the file when it arrived (the same findings, the same words). */
function ArtworkCheck({ report }: { report: ArtworkReport | null }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid="staff-artwork-check">
      <h3 className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
        {artworkCheckCopy.staffHeading} {report ? <ArtworkLevel level={report.level} /> : null}
      </h3>
      {report ? (
        <ArtworkFindings report={report} />
      ) : (
        <p className="mt-1 text-sm text-slate-600">{artworkCheckCopy.staffNotChecked}</p>
      )}
    </div>
  );
}
