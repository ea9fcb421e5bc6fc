import { cn } from "~/lib/cn";

/** Eyebrow, h2 and intro shared by the home sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: React.ReactNode;
  className?: string;
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p
        className={cn(
          "text-sm font-semibold uppercase tracking-wide",
          tone === "dark" ? "text-brand-100" : "text-brand-700",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-lg", tone === "dark" ? "text-slate-300" : "text-slate-700")}>{intro}</p>
      ) : null}
    </div>
  );
}
