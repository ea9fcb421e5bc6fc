// A styled native <select>: accessible, keyboard- and mobile-friendly, and no JavaScript. `.select` (app.css)
// draws the chevron.
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="select">
      <select className={cn(fieldClass, className)} {...props}>
        {children}
      </select>
    </div>
  );
}
