// The artwork check's findings for one file (app/lib/preflight): each finding with its level in words (never
// colour alone) and its fix. Used by /bedankt for the visitor and by the lead page for staff.
import { CircleCheck, Info, TriangleAlert } from "~/components/ui/icons";
import { artworkCheckCopy as copy } from "~/content/artwork-checks";
import { cn } from "~/lib/cn";
import type { ArtworkReport, FindingLevel } from "~/lib/preflight/findings";

const levelStyle: Record<FindingLevel, { icon: typeof Info; className: string }> = {
  ok: { icon: CircleCheck, className: "text-emerald-800" },
  warning: { icon: Info, className: "text-amber-900" },
  error: { icon: TriangleAlert, className: "text-red-800" },
};

export function ArtworkLevel({ level }: { level: FindingLevel }) {
  const { icon: Icon, className } = levelStyle[level];
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-semibold", className)}>
      <Icon className="size-4 shrink-0" />
      {copy.levels[level]}
    </span>
  );
}

export function ArtworkFindings({ report }: { report: ArtworkReport }) {
  return (
    <ul className="mt-2 grid gap-2" data-testid="artwork-findings">
      {report.findings.map((finding, index) => (
        <li key={index} className="text-sm leading-6 text-slate-700" data-level={finding.level}>
          <ArtworkLevel level={finding.level} /> <span>{finding.message}</span>
          {finding.fix ? (
            <span className="block">
              <span className="font-semibold text-ink">{copy.fixLabel}</span> {finding.fix}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The visitor's block on /bedankt: every checked file, and "laat ons het oplossen" when anything is off. */
export function SentArtworkReports({ files }: { files: { fileName: string; report: ArtworkReport }[] }) {
  const needsWork = files.some((f) => f.report.level !== "ok");
  return (
    <section
      aria-labelledby="artwork-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="artwork-report"
    >
      <h2 id="artwork-heading" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{copy.intro}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {files.map((file, index) => (
          <li key={index} className="py-4">
            <h3 className="flex flex-wrap items-center gap-x-3 font-semibold break-words text-ink">
              {file.fileName} <ArtworkLevel level={file.report.level} />
            </h3>
            <ArtworkFindings report={file.report} />
          </li>
        ))}
      </ul>
      {needsWork ? (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <h3 className="font-semibold text-ink">{copy.fixHeading}</h3>
          <p className="mt-1 leading-7 text-slate-700">{copy.fixText}</p>
        </div>
      ) : (
        <p className="mt-4 leading-7 text-slate-700">{copy.allGood}</p>
      )}
    </section>
  );
}
