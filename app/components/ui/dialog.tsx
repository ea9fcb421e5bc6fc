// Modal dialog on Radix: focus trap, Escape and backdrop close, background scroll lock, labelled by its title.
import { X } from "~/components/ui/icons";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef } from "react";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Takes focus on close when the control that opened the dialog is gone (e.g. with the drawer it was in). */
  returnFocusTo?: HTMLElement | null;
}) {
  // Our dialogs open from state (a context, a delegated `data-action` listener), not from a Dialog.Trigger, so
  // Radix has no trigger to hand focus back to and it would fall to <body> (WCAG 2.4.3). Remember what had focus
  // when the dialog opened (Radix calls onOpenAutoFocus before it moves focus inside) and return there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" data-testid="dialog-backdrop" />
      <DialogPrimitive.Content
        className={cn(
          // max-w-lg is the "large" size; at most 90% of the viewport high, scrolling inside.
          "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = [opener.current, returnFocusTo].find((element) => element?.isConnected);
          opener.current = null;
          // Neither is on the page: leave Radix's default.
          if (event.defaultPrevented || !target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Sluiten"
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("pr-8 text-xl font-bold text-slate-900", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-1 text-sm text-slate-600", className)} {...props} />;
}
