// The period's bookings as double entry, before they are written as XAF (xaf.ts): a sales journal with one
// transaction per issued invoice and credit invoice, and a journal per way of paying (bank, Mollie) with one
// transaction per payment received and per refund. Amounts are signed integer cents, debit positive and credit
// negative, so a transaction is balanced when its lines sum to zero. The chart of accounts is docs/bookkeeping.md.
import type { VatGroup } from "../money";

export interface LedgerAccount {
  id: string;
  description: string;
  /** XAF accTp: B balance sheet (balans), P profit and loss (winst en verlies). */
  type: "B" | "P";
}

/** The shop's small chart of accounts, numbered the usual Dutch way (1xxx balans, 8xxx omzet). */
export const ACCOUNTS = {
  bank: { id: "1100", description: "Bank", type: "B" },
  mollie: { id: "1110", description: "Mollie (kruisposten, tussenrekening betalingen)", type: "B" },
  receivables: { id: "1300", description: "Debiteuren", type: "B" },
  vatHigh: { id: "1510", description: "Te betalen btw hoog tarief 21%", type: "B" },
  vatLow: { id: "1520", description: "Te betalen btw laag tarief 9%", type: "B" },
  revenueHigh: { id: "8000", description: "Omzet hoog tarief 21%", type: "P" },
  revenueLow: { id: "8010", description: "Omzet laag tarief 9%", type: "P" },
  revenueZero: { id: "8020", description: "Omzet 0% of niet bij u belast", type: "P" },
} as const satisfies Record<string, LedgerAccount>;

export interface VatCode {
  id: string;
  description: string;
  rate: number;
  revenueAccount: LedgerAccount;
  /** Where the VAT goes; none at 0 %. */
  payableAccount: LedgerAccount | null;
}

export const VAT_CODES: readonly VatCode[] = [
  {
    id: "H21",
    description: "Btw hoog tarief 21% (rubriek 1a)",
    rate: 21,
    revenueAccount: ACCOUNTS.revenueHigh,
    payableAccount: ACCOUNTS.vatHigh,
  },
  {
    id: "L9",
    description: "Btw laag tarief 9% (rubriek 1b)",
    rate: 9,
    revenueAccount: ACCOUNTS.revenueLow,
    payableAccount: ACCOUNTS.vatLow,
  },
  {
    id: "N0",
    description: "Btw 0% of niet bij u belast (rubriek 1e)",
    rate: 0,
    revenueAccount: ACCOUNTS.revenueZero,
    payableAccount: null,
  },
];

export function vatCodeOf(rate: number): VatCode {
  const code = VAT_CODES.find((c) => c.rate === rate);
  if (!code) throw new RangeError(`no VAT code for ${rate}%`);
  return code;
}

/** An issued invoice as the sales journal needs it. */
export interface SalesInvoice {
  number: string;
  /** "credit" for a credit invoice (its amounts are negative). */
  kind: string;
  issuedOn: string;
  customerId: string;
  vat: readonly VatGroup[];
  grossCents: number;
}

/** Money that came in (a payment) or went back (a refund), through the bank or Mollie. */
export interface MoneyMovement {
  /** The payment's or refund's own reference (Mollie id, or the site's id). */
  reference: string;
  direction: "in" | "out";
  provider: "bank" | "mollie";
  day: string;
  /** Always positive. */
  cents: number;
  customerId: string;
  /** The invoice it pays or refunds, when known. */
  invoiceNumber: string | null;
  description: string;
}

export interface LedgerLine {
  account: LedgerAccount;
  /** Debit positive, credit negative. */
  cents: number;
  description: string;
  docRef: string;
  day: string;
  customerId: string | null;
  invoiceNumber: string | null;
  vat: { code: VatCode; cents: number } | null;
}

export interface LedgerTransaction {
  nr: string;
  description: string;
  day: string;
  lines: LedgerLine[];
}

export interface Journal {
  id: string;
  description: string;
  /** XAF jrnTp: S sales (verkoop), B bank. */
  type: "S" | "B";
  account: LedgerAccount | null;
  transactions: LedgerTransaction[];
}

/** Debit debiteuren for the gross amount; credit revenue (net) and VAT per rate. A credit invoice reverses it. */
export function salesTransaction(invoice: SalesInvoice): LedgerTransaction {
  const credit = invoice.kind === "credit";
  const base = {
    docRef: invoice.number,
    day: invoice.issuedOn,
    customerId: invoice.customerId,
    invoiceNumber: invoice.number,
  };
  const lines: LedgerLine[] = [
    {
      ...base,
      account: ACCOUNTS.receivables,
      cents: invoice.grossCents,
      description: `Debiteur ${invoice.number}`,
      vat: null,
    },
  ];
  for (const group of invoice.vat) {
    const code = vatCodeOf(group.rate);
    if (group.netCents !== 0)
      lines.push({
        ...base,
        account: code.revenueAccount,
        cents: -group.netCents,
        description: `Omzet ${group.rate}% ${invoice.number}`,
        vat: { code, cents: -group.vatCents },
      });
    if (group.vatCents !== 0 && code.payableAccount)
      lines.push({
        ...base,
        account: code.payableAccount,
        cents: -group.vatCents,
        description: `Btw ${group.rate}% ${invoice.number}`,
        vat: null,
      });
  }
  return {
    nr: invoice.number,
    description: `${credit ? "Creditfactuur" : "Factuur"} ${invoice.number}`,
    day: invoice.issuedOn,
    lines,
  };
}

/** Money in: debit bank or Mollie, credit debiteuren. A refund the other way round. */
export function moneyTransaction(movement: MoneyMovement): LedgerTransaction {
  const sign = movement.direction === "in" ? 1 : -1;
  const base = {
    docRef: movement.reference,
    day: movement.day,
    description: movement.description,
    invoiceNumber: movement.invoiceNumber,
    vat: null,
  };
  return {
    nr: movement.reference,
    description: movement.description,
    day: movement.day,
    lines: [
      {
        ...base,
        account: movement.provider === "mollie" ? ACCOUNTS.mollie : ACCOUNTS.bank,
        cents: sign * movement.cents,
        customerId: null,
      },
      {
        ...base,
        account: ACCOUNTS.receivables,
        cents: -sign * movement.cents,
        customerId: movement.customerId,
      },
    ],
  };
}

export const isBalanced = (transaction: LedgerTransaction) =>
  transaction.lines.reduce((sum, line) => sum + line.cents, 0) === 0;

/** The period's journals: sales, then bank and Mollie (a journal without bookings is left out, sales excepted). */
export function journals(invoices: readonly SalesInvoice[], movements: readonly MoneyMovement[]): Journal[] {
  const byDay = <T extends { day: string }>(items: T[]) =>
    items.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const money = (provider: MoneyMovement["provider"]) =>
    byDay(movements.filter((m) => m.provider === provider).map(moneyTransaction));
  const result: Journal[] = [
    {
      id: "VK",
      description: "Verkoopboek",
      type: "S",
      account: null,
      transactions: invoices.map(salesTransaction),
    },
    { id: "BNK", description: "Bank", type: "B", account: ACCOUNTS.bank, transactions: money("bank") },
    { id: "MOL", description: "Mollie", type: "B", account: ACCOUNTS.mollie, transactions: money("mollie") },
  ];
  return result.filter((journal) => journal.type === "S" || journal.transactions.length);
}
