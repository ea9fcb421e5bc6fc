// A month of the shop's bank account as a CAMT.053 statement, made from a seed: 200 lines with the noise a real
// month has (references with spaces and without dashes, a quote's version suffix, two invoices in one transfer, a
// batch entry, part and double payments, refunds going out, a returned transfer, rent and suppliers, payments
// without a reference) and, for each line, what a careful bookkeeper would do with it. The statement file in
// tests/receivables/fixtures is this generator's output (a test keeps them equal), so the same month can be uploaded
// in the browser tests.
import { escapeXml } from "~/lib/xml";
import type { OpenItem } from "~/lib/receivables/matching";

/** What should become of a line: booked on these items with these amounts, or left alone (to assign or skipped). */
export type Expected =
  | { kind: "booked"; allocations: { itemId: string; cents: number }[] }
  | { kind: "assign" }
  | { kind: "skipped" };

export interface GeneratedLine {
  scenario: string;
  bankReference: string;
  bookingDate: string;
  cents: number;
  credit: boolean;
  currency?: string;
  reversal?: boolean;
  pending?: boolean;
  name: string | null;
  iban: string | null;
  remittance: string;
  expected: Expected;
}

export interface GeneratedMonth {
  items: OpenItem[];
  /** Entries as the bank groups them: most hold one line, a batch several. */
  entries: GeneratedLine[][];
  lines: GeneratedLine[];
  xml: string;
}

/** Mulberry32: a small seeded generator, so the month is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

const FIRST = [
  "Jan",
  "Sanne",
  "Pieter",
  "Fatima",
  "Mehmet",
  "Lotte",
  "Daan",
  "Eva",
  "Łukasz",
  "Noor",
  "Bram",
  "Iris",
];
const LAST = [
  "de Vries",
  "Jansen",
  "van den Berg",
  "Bakker",
  "Yilmaz",
  "El Amrani",
  "Visser",
  "Smit",
  "Wiśniewski",
  "de Boer",
  "Mulder",
  "van Dijk",
];
const COMPANY = [
  "Drukkerij Hofman B.V.",
  "Bakkerij Smit & Zn",
  "Autobedrijf Breda VOF",
  "Kapsalon Noor",
  "Van Dijk Installatie BV",
];

/** How people write a quote number in the description: the point of the "spaces and dashes ignored" rule. */
const quoteStyles = [
  (n: string) => n,
  (n: string) => n.replace(/-/g, " "),
  (n: string) => n.replace(/-/g, ""),
  (n: string) => `Offerte ${n.toLowerCase()}`,
  (n: string) => `betaling ${n.replace(/-/, " ")} drukwerk`,
  (n: string) => `${n}-2`,
  (n: string) => `Ref: ${n.replace(/-(\d{4})$/, " $1")}, bedankt!`,
];
const invoiceStyles = [
  (n: string) => n,
  (n: string) => `Factuur ${n}`,
  (n: string) => `factuurnr ${n.replace("-", " ")}`,
  (n: string) => n.replace(/^F/, "F ").replace("-", " - "),
  (n: string) => `${n.toLowerCase()} /klantnr 88`,
];

const iso = (day: number) => `2026-11-${String(day).padStart(2, "0")}`;
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function generateMonth(seed = 2026_11): GeneratedMonth {
  const rnd = random(seed);
  const person = () => `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
  const iban = () =>
    `NL${rnd.int(10, 99)}${rnd.pick(["INGB", "RABO", "ABNA", "SNSB", "BUNQ"])}0${rnd.int(100_000_000, 999_999_999)}`;
  const amount = () => rnd.int(25, 2_400) * 100 + rnd.pick([0, 0, 50, 95, rnd.int(1, 99)]);

  // Open prepayments OFF-2026-0101…0199 and invoices F2026-0101…0170: the same digits on purpose, so "OFF-2026-0120"
  // must never book invoice F2026-0120.
  const items: OpenItem[] = [];
  for (let i = 101; i <= 199; i++) {
    const name = person();
    items.push({
      kind: "prepayment",
      id: `q${i}`,
      references: [`OFF-2026-0${i}`],
      openCents: amount(),
      names: [name, i % 7 === 0 ? rnd.pick(COMPANY) : null],
    });
  }
  for (let i = 101; i <= 170; i++) {
    const company = i % 2 === 0 ? rnd.pick(COMPANY) : null;
    items.push({
      kind: "invoice",
      id: `f${i}`,
      references: [`F2026-0${i}`, `OFF-2026-0${i + 300}`],
      openCents: amount(),
      names: [person(), company],
    });
  }
  const unused = [...items];
  const take = (kind: OpenItem["kind"]) => {
    const index = unused.findIndex((item) => item.kind === kind && rnd.next() < 0.5);
    return unused.splice(index >= 0 ? index : unused.findIndex((item) => item.kind === kind), 1)[0]!;
  };
  const payerOf = (item: OpenItem) => {
    const [name, company] = item.names as [string, string | null];
    if (company && rnd.next() < 0.7) return company.toUpperCase();
    const parts = name.split(" ");
    return rnd.next() < 0.5 ? name : `${parts[0]![0]}. ${parts.slice(1).join(" ")}`;
  };
  const reference = (item: OpenItem) =>
    item.kind === "prepayment"
      ? rnd.pick(quoteStyles)(item.references[0]!)
      : rnd.pick(invoiceStyles)(item.references[0]!);

  const entries: GeneratedLine[][] = [];
  let counter = 0;
  const add = (
    line: Omit<GeneratedLine, "bankReference" | "bookingDate" | "iban"> & {
      iban?: string | null;
      bookingDate?: string;
    },
  ) => {
    counter++;
    const full: GeneratedLine = {
      iban: iban(),
      bookingDate: iso(rnd.int(2, 30)),
      bankReference: `2026110${String(counter).padStart(5, "0")}RB`,
      ...line,
    };
    entries.push([full]);
    return full;
  };
  const booked = (...pairs: OpenItem[]): Expected => ({
    kind: "booked",
    allocations: pairs.map((item) => ({ itemId: item.id, cents: item.openCents })),
  });

  // 120 exact payments with a reference in one of the usual spellings.
  for (let i = 0; i < 120; i++) {
    const item = take(i % 3 === 0 ? "invoice" : "prepayment");
    add({
      scenario: "exact",
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance: reference(item),
      expected: booked(item),
    });
  }
  // Invoices paid by their quote number instead of the invoice number.
  for (let i = 0; i < 4; i++) {
    const item = take("invoice");
    add({
      scenario: "invoice by quote number",
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance: `Opdracht ${item.references[1]}`,
      expected: booked(item),
    });
  }
  // Two invoices in one transfer.
  for (let i = 0; i < 4; i++) {
    const a = take("invoice");
    const b = take("invoice");
    add({
      scenario: "two invoices",
      cents: a.openCents + b.openCents,
      credit: true,
      name: payerOf(a),
      remittance: `${a.references[0]} en ${b.references[0]!.replace("-", " ")}`,
      expected: booked(a, b),
    });
  }
  // No reference at all: the customer's name and the exact amount.
  for (let i = 0; i < 8; i++) {
    const item = take("prepayment");
    add({
      scenario: "name and amount",
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance: rnd.pick(["", "drukwerk", "betaling", "bestelling spandoek"]),
      expected: booked(item),
    });
  }
  // A quote number without its leading zero, and one split over two remittance lines by the payer's bank: a human
  // books them on name and amount.
  for (let i = 0; i < 4; i++) {
    const item = take("prepayment");
    const number = item.references[0]!;
    const remittance = i < 2 ? number.replace("-0", "-") : `${number.slice(0, 9)} ${number.slice(9)}`;
    add({
      scenario: i < 2 ? "no leading zero" : "split remittance",
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance,
      expected: booked(item),
    });
  }
  // Part payments and a payment of too much: for a human, not for the matcher.
  for (let i = 0; i < 4; i++) {
    const item = take(i < 3 ? "invoice" : "prepayment");
    const cents = i < 3 ? Math.floor(item.openCents / 2) : item.openCents + 1_000;
    add({
      scenario: i < 3 ? "part payment" : "too much",
      cents,
      credit: true,
      name: payerOf(item),
      remittance: reference(item),
      expected: { kind: "assign" },
    });
  }
  // The same order paid twice on one day: the first (in the bank's order) books, the second waits.
  for (let i = 0; i < 2; i++) {
    const item = take("prepayment");
    const bookingDate = iso(rnd.int(2, 30));
    add({
      scenario: "paid",
      bookingDate,
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance: reference(item),
      expected: booked(item),
    });
    add({
      scenario: "paid twice",
      bookingDate,
      cents: item.openCents,
      credit: true,
      name: payerOf(item),
      remittance: reference(item),
      expected: { kind: "assign" },
    });
  }
  // Numbers of orders already paid, or a typo that names nothing open.
  add({
    scenario: "paid before",
    cents: 12_100,
    credit: true,
    name: person(),
    remittance: "OFF-2026-0042",
    expected: { kind: "assign" },
  });
  add({
    scenario: "typo",
    cents: 4_840,
    credit: true,
    name: person(),
    remittance: "factuur F2026-9999",
    expected: { kind: "assign" },
  });
  // Two open orders of one customer with the same amount and no reference: a human decides.
  {
    const a = take("prepayment");
    const b = take("prepayment");
    b.openCents = a.openCents;
    b.names = a.names;
    add({
      scenario: "two candidates",
      cents: a.openCents,
      credit: true,
      name: payerOf(a),
      remittance: "betaling",
      expected: { kind: "assign" },
    });
  }
  // A batch entry of three transactions (a payment service paying out several orders at once).
  {
    const batch = [take("prepayment"), take("invoice"), take("prepayment")];
    counter++;
    const entryRef = `2026110${String(counter).padStart(5, "0")}RB`;
    const day = iso(rnd.int(2, 30));
    entries.push(
      batch.map((item, t) => ({
        scenario: "batch",
        bankReference: `${entryRef}/${t + 1}`,
        bookingDate: day,
        cents: item.openCents,
        credit: true,
        name: payerOf(item),
        iban: iban(),
        remittance: reference(item),
        expected: booked(item),
      })),
    );
  }
  // A returned transfer, a credit in dollars, a booking only announced.
  {
    const item = take("prepayment");
    add({
      scenario: "reversal",
      cents: item.openCents,
      credit: true,
      reversal: true,
      name: payerOf(item),
      remittance: `RETOUR ${item.references[0]}`,
      expected: { kind: "assign" },
    });
    const other = take("prepayment");
    add({
      scenario: "dollars",
      cents: other.openCents,
      credit: true,
      currency: "USD",
      name: payerOf(other),
      remittance: reference(other),
      expected: { kind: "assign" },
    });
    const pending = take("prepayment");
    add({
      scenario: "pending",
      cents: pending.openCents,
      credit: true,
      pending: true,
      name: payerOf(pending),
      remittance: reference(pending),
      expected: { kind: "skipped" },
    });
  }
  // Refunds going out to customers.
  for (let i = 0; i < 3; i++) {
    add({
      scenario: "refund out",
      cents: amount(),
      credit: false,
      name: person(),
      remittance: `Terugbetaling OFF-2026-00${10 + i} creditfactuur F2026-00${20 + i}`,
      expected: { kind: "skipped" },
    });
  }
  // Money in that is no customer's payment, then money going out (rent, suppliers, bank costs) up to 200 lines.
  const others = {
    credit: [
      ["Belastingdienst", "TERUGGAAF OMZETBELASTING 3E KW 2026"],
      ["Rabobank", "Rente"],
      ["Stichting Marktplaats", "Uitbetaling 1123456"],
      ["Gemeente Breda", "Subsidie ondernemersfonds"],
      ["Eneco", "Terugbetaling jaarafrekening"],
    ],
    debit: [
      ["Vastgoed Breda BV", "Huur december Ginnekenweg"],
      ["Papier Groothandel NL", "Factuur 2026-1188"],
      ["Rabobank", "Kosten betaalrekening"],
      ["Vodafone", "Mobiel abonnement"],
      ["Inktshop.nl", "Order 77881"],
    ],
  } as const;
  for (let i = 0; entries.flat().length < 200; i++) {
    const credit = i < 10;
    const [name, remittance] = others[credit ? "credit" : "debit"][i % 5]!;
    add({
      scenario: credit ? "other credit" : "debit",
      cents: amount(),
      credit,
      name,
      remittance,
      expected: { kind: credit ? "assign" : "skipped" },
    });
  }
  // The bank lists the month by booking date.
  entries.sort(
    (a, b) =>
      a[0]!.bookingDate.localeCompare(b[0]!.bookingDate) ||
      a[0]!.bankReference.localeCompare(b[0]!.bankReference),
  );
  return { items, entries, lines: entries.flat(), xml: statementXml(entries) };
}

/** The remittance as the bank writes it: one Ustrd, or two when the payer's bank cut the text ("split remittance"). */
function ustrd(line: GeneratedLine): string {
  const parts = line.scenario === "split remittance" ? line.remittance.split(" ") : [line.remittance];
  return parts.map((part) => `<Ustrd>${escapeXml(part)}</Ustrd>`).join("");
}

function transaction(line: GeneratedLine, withAmount: boolean): string {
  const party = line.credit ? "Dbtr" : "Cdtr";
  const ccy = line.currency ?? "EUR";
  return [
    "<TxDtls>",
    `<Refs><AcctSvcrRef>${line.bankReference}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>`,
    withAmount ? `<AmtDtls><TxAmt><Amt Ccy="${ccy}">${euros(line.cents)}</Amt></TxAmt></AmtDtls>` : "",
    line.name
      ? `<RltdPties><${party}><Nm>${escapeXml(line.name)}</Nm></${party}>${line.iban ? `<${party}Acct><Id><IBAN>${line.iban}</IBAN></Id></${party}Acct>` : ""}</RltdPties>`
      : "",
    line.remittance ? `<RmtInf>${ustrd(line)}</RmtInf>` : "",
    "</TxDtls>",
  ].join("");
}

/** The CAMT.053 (.02) document of these entries, as the shop's bank would send it. */
export function statementXml(entries: GeneratedLine[][]): string {
  const body = entries.map((entry) => {
    const first = entry[0]!;
    const total = entry.reduce((sum, line) => sum + line.cents, 0);
    const ref = entry.length > 1 ? first.bankReference.split("/")[0]! : first.bankReference;
    return [
      "<Ntry>",
      `<Amt Ccy="${first.currency ?? "EUR"}">${euros(total)}</Amt>`,
      `<CdtDbtInd>${first.credit ? "CRDT" : "DBIT"}</CdtDbtInd>`,
      first.reversal ? "<RvslInd>true</RvslInd>" : "",
      `<Sts>${first.pending ? "PDNG" : "BOOK"}</Sts>`,
      `<BookgDt><Dt>${first.bookingDate}</Dt></BookgDt><ValDt><Dt>${first.bookingDate}</Dt></ValDt>`,
      `<AcctSvcrRef>${ref}</AcctSvcrRef>`,
      `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
      `<NtryDtls>${entry.map((line) => transaction(line, entry.length > 1)).join("\n")}</NtryDtls>`,
      "</Ntry>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<BkToCstmrStmt>
<GrpHdr><MsgId>CAMT053-20261201-0001</MsgId><CreDtTm>2026-12-01T06:00:00</CreDtTm></GrpHdr>
<Stmt>
<Id>NL91RABO0123456789-2026-11</Id>
<CreDtTm>2026-12-01T06:00:00</CreDtTm>
<FrToDt><FrDtTm>2026-11-01T00:00:00</FrDtTm><ToDtTm>2026-11-30T23:59:59</ToDtTm></FrToDt>
<Acct><Id><IBAN>NL91RABO0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>
${body.join("\n")}
</Stmt>
</BkToCstmrStmt>
</Document>
`;
}
