import { cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

/** Shared by every variant and size: the `.btn` component class (app.css). */
const base = "btn";

const variants = {
  default: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "bg-slate-900 text-white hover:bg-slate-800",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-800 hover:bg-slate-100",
  whatsapp: "bg-[#0b7a3e] text-white hover:bg-[#096633]",
  link: "text-brand-700 underline-offset-4 hover:underline",
};

const sizes = {
  default: "h-11 px-5",
  sm: "h-9 px-3",
  lg: "h-12 px-6",
  icon: "size-11",
};

export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/**
 * The button classes, also for links styled as buttons. Two lookups rather than class-variance-authority:
 * the header's buttons are on every page, and the library cost half a kilobyte there.
 */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(base, variants[variant ?? "default"], sizes[size ?? "default"], className);
}

export interface ButtonProps extends React.ComponentProps<"button">, ButtonVariantProps {
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    // A two-line Slot instead of Radix's (2 KB on every page): the child keeps its own props and handlers
    // and gets the button's classes in front of its own.
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: cn(classes, children.props.className),
    });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
