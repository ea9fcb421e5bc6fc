// How to pay a prepayment by bank transfer when the shop takes no iDEAL: the amount, the shop's IBAN, the name on
// the account and the quote number as the reference. One shape for the customer's page and the acceptance mail, so
// a customer who closes the tab finds in the mail exactly what the page showed (docs/payments.md).
import { customerPaymentCopy as copy } from "~/content/payments";
import { formatEuro } from "../money";

export interface BankTransfer {
  amountCents: number;
  iban: string;
  accountName: string;
  reference: string;
}

/** The transfer of `amountCents` for the quote `reference`, to the shop's account (site config: IBAN, brand). */
export function bankTransfer(
  site: { iban: string; brand: string },
  amountCents: number,
  reference: string,
): BankTransfer {
  return { amountCents, iban: site.iban, accountName: site.brand, reference };
}

/** The instructions as labelled rows, in the page's words and order: Bedrag, IBAN, Ten name van, Omschrijving. */
export function bankTransferRows(transfer: BankTransfer): [string, string][] {
  return [
    [copy.bankAmount, formatEuro(transfer.amountCents)],
    [copy.bankIban, transfer.iban],
    [copy.bankName, transfer.accountName],
    [copy.bankReference, transfer.reference],
  ];
}
