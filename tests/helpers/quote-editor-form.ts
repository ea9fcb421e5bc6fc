// A quote as staff send it through the editor's form (lib/quotes/editor.ts: the customer's fields, indexed
// line fields, "Versturen") and the customer's "Akkoord", for the browser tests and the benchmarks, which make
// their quotes through the pages. Plain TypeScript without imports: Node runs it as it is (bench/lib/sent-quote.js,
// bench/lib/proof-page.js).

/** 25 printed shirts and an optional proof print the customer may tick. */
export const QUOTE_LINES = [
  { description: "T-shirts bedrukken, logo op de borst", quantity: "25", unitPrice: "8,50", optional: false },
  { description: "Drukproef op één shirt", quantity: "1", unitPrice: "15,00", optional: true },
];

/** yyyy-MM-dd `days` from now. */
function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The editor's form for a customer with QUOTE_LINES, as the "Versturen" button posts it. */
export function quoteEditorForm(customer: {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
}): Record<string, string> {
  const fields: Record<string, string> = {
    intent: "send",
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? "0612345678",
    customerCompany: "",
    customerAddress: "",
    customerKvk: "",
    customerBtw: "",
    subject: customer.subject ?? "Kledingbedrukking",
    deliveryMethod: "",
    deliveryLocation: "",
    validUntil: daysFromNow(30),
    note: "Drukproef volgt binnen twee werkdagen na akkoord.",
  };
  QUOTE_LINES.forEach((line, index) => {
    const name = (field: string) => `lines.${index}.${field}`;
    fields[name("kind")] = "item";
    fields[name("description")] = line.description;
    fields[name("quantity")] = line.quantity;
    fields[name("unitPrice")] = line.unitPrice;
    fields[name("vatRate")] = "21";
    if (line.optional) fields[name("optional")] = "on";
  });
  return fields;
}

/** The token of the customer's link in a mail's text (quoted-printable soft breaks already removed). */
export function quoteTokenIn(text: string): string | undefined {
  return /\/offerte\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
}

/**
 * "Akkoord" as the customer's quote page posts it for a quote without an address (as one from a web request): the
 * typed name, the terms ticked and the billing address (TEST_BILLING_ADDRESS's parts).
 */
export function acceptanceForm(name: string): Record<string, string> {
  return {
    intent: "accept",
    name,
    terms: "on",
    street: "Ginnekenweg 12",
    postalCode: "4818 JG",
    city: "Breda",
  };
}
