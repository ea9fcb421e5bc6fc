// "Vraag offerte aan" on content pages: opens the shared quote modal, optionally with a service preselected
// (without JavaScript it leads to the quick quote form: components/dialog-link.tsx). In server markup there is
// no modal context and no onOpen: its `data-action` is handled by <ServerMarkupActions>.
import { FileText } from "~/components/ui/icons";
import { useContext } from "react";
import { QuoteModalContext } from "~/components/quote-modal-context";
import { DialogLink } from "~/components/dialog-link";
import { buttonVariants } from "~/components/ui/button";
import type { QuoteServiceValue } from "~/lib/quote-services";

export function QuoteButton({
  service,
  children = "Vraag offerte aan",
  className,
  description,
}: {
  service?: QuoteServiceValue;
  /** Prefills the request's description (a calculator's choice and price). */
  description?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const quoteModal = useContext(QuoteModalContext);
  return (
    <DialogLink
      action="quote"
      data-service={service}
      data-description={description}
      className={buttonVariants({ size: "lg", className })}
      onOpen={quoteModal ? () => quoteModal.openQuoteModal(service, { description }) : undefined}
    >
      <FileText />
      {children}
    </DialogLink>
  );
}
