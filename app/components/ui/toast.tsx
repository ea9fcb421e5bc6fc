// A small toast system with the sonner-style API the forms use (`toast.success(title, { description })`).
// We replaced sonner because it cost ~10 KB gzipped on every first visit, under a 120 KB page budget.
// Only code that loads on demand (forms, dialogs, downloads) shows toasts, so the toaster mounts itself, in
// its own React root, on the first toast: no page carries it in its first JavaScript.
import { X } from "~/components/ui/icons";
import { useEffect, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { cn } from "~/lib/cn";

export type ToastVariant = "default" | "success" | "error";

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

interface ToastOptions {
  description?: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

let toasterMounted = false;

function mountToaster() {
  if (toasterMounted || typeof document === "undefined") return;
  toasterMounted = true;
  const host = document.createElement("div");
  document.body.append(host);
  // Toasts need neither the router nor any other context, so a root of their own is enough.
  createRoot(host).render(<Toaster />);
}

function show(variant: ToastVariant, title: string, options: ToastOptions = {}): number {
  mountToaster();
  const id = nextId++;
  // Errors stay longer: they usually contain a phone number to call.
  const duration = options.duration ?? (variant === "error" ? 8000 : 5000);
  items = [...items.slice(-2), { id, title, description: options.description, variant, duration }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export const toast = Object.assign(
  (title: string, options?: ToastOptions) => show("default", title, options),
  {
    success: (title: string, options?: ToastOptions) => show("success", title, options),
    error: (title: string, options?: ToastOptions) => show("error", title, options),
    dismiss: dismissToast,
  },
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getItems = () => items;
const getServerItems = (): ToastItem[] => [];

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);
  return (
    // The live region is the message inside the item: a role on the <li> itself would leave the list without
    // list items for assistive technology (axe: list).
    <li
      data-toast={item.variant}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg",
        item.variant === "error" && "border-red-200 bg-red-50 text-red-900",
        item.variant === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
        item.variant === "default" && "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div role={item.variant === "error" ? "alert" : "status"} className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label="Melding sluiten"
      >
        <X className="size-4" />
      </button>
    </li>
  );
}

/**
 * Renders the toasts at the bottom of the screen: at the top they covered an open dialog's title and close button
 * (the quote dialog fills a phone's screen), which a visitor needs right after an error.
 */
function Toaster() {
  const current = useSyncExternalStore(subscribe, getItems, getServerItems);
  return (
    <section
      aria-label="Meldingen"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[100] flex justify-center px-4"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {current.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
