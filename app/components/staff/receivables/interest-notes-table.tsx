// The rentenota's on the receivables page (docs/receivables.md, "The interest note"): each note still open (with
// ?betaald=1 the paid ones too), its invoice, customer, amount and what is open; the invoice links to its page.
import { Link } from "react-router";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { interestNotesCopy as copy } from "~/content/receivables";
import { formatDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import type { OpenInterestNote } from "~/server/receivables/interest-notes.server";

export function InterestNotesTable({ notes }: { notes: readonly OpenInterestNote[] }) {
  if (!notes.length) return null;
  const amount = "text-right tabular-nums whitespace-nowrap";
  return (
    <section aria-labelledby="interest-notes" className="space-y-3">
      <h2 id="interest-notes" className="text-xl font-semibold text-ink">
        {copy.title}
      </h2>
      <Table caption={copy.caption}>
        <THead>
          <Tr>
            <Th>{copy.columns.number}</Th>
            <Th>{copy.columns.invoice}</Th>
            <Th>{copy.columns.customer}</Th>
            <Th>{copy.columns.issuedOn}</Th>
            <Th className="text-right">{copy.columns.amount}</Th>
            <Th className="text-right">{copy.columns.open}</Th>
          </Tr>
        </THead>
        <TBody>
          {notes.map((note) => (
            <Tr key={note.id}>
              <Td className="whitespace-nowrap">{note.number}</Td>
              <Td className="whitespace-nowrap">
                <Link
                  className="font-medium text-brand-700 underline"
                  to={`/employee-dashboard/facturen/${note.invoiceNumber}`}
                >
                  {note.invoiceNumber}
                </Link>
              </Td>
              <Td>{note.customer}</Td>
              <Td className="whitespace-nowrap">{formatDay(note.issuedOn)}</Td>
              <Td className={amount}>{formatEuro(note.cents)}</Td>
              <Td className={`${amount} font-semibold`}>{formatEuro(note.openCents)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
