import { cloneElement, isValidElement, useEffect, useImperativeHandle, useRef } from "react";
import { cn } from "~/lib/cn";

// The `.btn` component classes of app.css: the base (with the default size), a variant and a size.
const variants = {
  default: "btn-primary",
  secondary: "btn-dark",
  outline: "btn-outline",
  ghost: "btn-ghost",
  whatsapp: "btn-whatsapp",
  link: "btn-link",
};

const sizes = {
  default: "",
  sm: "btn-sm",
  lg: "btn-lg",
  icon: "btn-icon",
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
  return cn("btn", variants[variant ?? "default"], sizes[size ?? "default"], className);
}

export interface ButtonProps extends React.ComponentProps<"button">, ButtonVariantProps {
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
  /**
   * A submission of this page is in flight: the button looks disabled and ignores clicks, and its form is not
   * sent again, but it keeps the keyboard focus (the disabled attribute would throw it to the page's start).
   * Use `disabled` only for a button that cannot be used for a reason of its own (nothing to send, no right).
   */
  busy?: boolean;
}

/**
 * After a submit, the time a second one is refused even though `busy` has not arrived yet: React Router
 * renders the submission's state in a transition, and a double click or double Enter lands before it.
 */
const SETTLE_MS = 1000;

export function Button({ className, variant, size, asChild = false, busy, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const own = useRef<HTMLButtonElement | null>(null);
  const sentAt = useRef(-Infinity);
  // The caller's ref (the menu button's) gets the element too; ours finds the form.
  useImperativeHandle(asChild ? undefined : props.ref, () => own.current!, []);
  // The form's own submit event, in the capture phase: this also covers Enter in a field of the form and
  // stops any other submit handler (a confirm dialog, React Router's) from seeing the refused submit.
  useEffect(() => {
    const form = own.current?.form;
    if (busy === undefined || !form) return;
    if (busy) sentAt.current = -Infinity;
    const guard = (event: SubmitEvent) => {
      if (busy || performance.now() - sentAt.current < SETTLE_MS) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else sentAt.current = performance.now();
    };
    form.addEventListener("submit", guard, true);
    return () => form.removeEventListener("submit", guard, true);
  }, [busy]);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    // A two-line Slot instead of Radix's (2 KB on every page): the child keeps its own props and handlers
    // and gets the button's classes in front of its own.
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: cn(classes, children.props.className),
    });
  }
  // aria-disabled (set by `busy` or by the caller) keeps the button focusable, so its click is ignored here.
  const { onClick, ref: _ref, ...rest } = props;
  const blocked = busy || rest["aria-disabled"] === true || rest["aria-disabled"] === "true";
  return (
    <button
      className={classes}
      {...rest}
      aria-disabled={blocked || undefined}
      ref={own}
      onClick={(event) => {
        if (blocked) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
