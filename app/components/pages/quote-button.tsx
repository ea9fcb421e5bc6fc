// "Vraag offerte aan" on content pages: opens the shared quote modal, optionally with a service preselected.
import { FileText } from "lucide-react";
import { useQuoteModal } from "~/components/quote-modal-context";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { QuoteServiceValue } from "~/lib/quote-services";

export function QuoteButton({
  service,
  children = "Vraag offerte aan",
  ...props
}: Omit<ButtonProps, "onClick" | "type" | "asChild"> & { service?: QuoteServiceValue }) {
  const { openQuoteModal } = useQuoteModal();
  return (
    <Button type="button" size="lg" onClick={() => openQuoteModal(service)} {...props}>
      <FileText aria-hidden="true" />
      {children}
    </Button>
  );
}
