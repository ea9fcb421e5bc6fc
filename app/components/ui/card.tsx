import { cn } from "~/lib/cn";

/** The card's look, for an element that must be something other than a div (a labelled section). */
export const cardClassName = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(cardClassName, className)} {...props} />;
}
