// The frame of a staff page's part: its heading, an optional intro, then the empty text when there is nothing to
// show, or else the content (a table, a list, a form). One look for every such part of the staff area.
import { useId, type ReactNode } from "react";
import { cardClassName } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface StaffSectionProps {
  title: ReactNode;
  /** The heading's id (the section is labelled by it); a generated one when the page needs no anchor. */
  id?: string;
  intro?: ReactNode;
  /** Shown instead of the content when set: pass it only when there is nothing to show. */
  empty?: ReactNode;
  /** "lg" for a part inside a larger one (a table among several). */
  size?: "lg" | "xl";
  /** A white card (the detail pages' panels) instead of a plain section. */
  card?: boolean;
  /** Replaces the default spacing ("space-y-3"): cn does not merge utilities. */
  className?: string;
  children?: ReactNode;
  "data-testid"?: string;
}

export function StaffSection({
  title,
  id,
  intro,
  empty,
  size = "xl",
  card = false,
  className,
  children,
  "data-testid": testId,
}: StaffSectionProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(card && cardClassName, className ?? "space-y-3")}
      data-testid={testId}
    >
      <h2 id={headingId} className={cn(size === "lg" ? "text-lg" : "text-xl", "font-semibold text-ink")}>
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      {empty ? <p className="text-sm text-slate-700">{empty}</p> : children}
    </section>
  );
}
