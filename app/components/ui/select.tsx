// A styled native <select>: accessible, keyboard- and mobile-friendly, and no JavaScript.
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
