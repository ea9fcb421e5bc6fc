// "Vraag offerte aan" on content pages: opens the shared quote modal, optionally with a service preselected.
// In server markup there is no modal context and no onClick: its `data-action` is handled by
// <ServerMarkupActions>.
import { FileText } from "lucide-react";
import { useContext } from "react";
import { QuoteModalContext } from "~/components/quote-modal-context";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { QuoteServiceValue } from "~/lib/quote-services";

export function QuoteButton({
  service,
  children = "Vraag offerte aan",
  ...props
}: Omit<ButtonProps, "onClick" | "type" | "asChild"> & { service?: QuoteServiceValue }) {
  const quoteModal = useContext(QuoteModalContext);
  return (
    <Button
      type="button"
      size="lg"
      data-action="quote"
      data-service={service}
      onClick={quoteModal ? () => quoteModal.openQuoteModal(service) : undefined}
      {...props}
    >
      <FileText aria-hidden="true" />
      {children}
    </Button>
  );
}
