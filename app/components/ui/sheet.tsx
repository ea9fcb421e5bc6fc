// Side drawer on top of Radix Dialog: focus trap, Escape and backdrop close, scroll lock, aria-modal.
import { X } from "~/components/ui/icons";
import { Dialog } from "radix-ui";
import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;
export const SheetDescription = Dialog.Description;

export function SheetContent({
  className,
  children,
  side = "right",
  closeLabel = "Menu sluiten",
  ...props
}: React.ComponentProps<typeof Dialog.Content> & { side?: "left" | "right"; closeLabel?: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-6 shadow-2xl focus:outline-none",
          side === "right" ? "right-0" : "left-0",
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          aria-label={closeLabel}
        >
          <X className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
