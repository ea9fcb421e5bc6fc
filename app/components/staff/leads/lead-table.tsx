import { Link } from "react-router";
import { formatDateTime } from "~/lib/shop-time";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import type { LeadSummary } from "~/lib/leads/registry";

export interface LeadTableRow extends LeadSummary {
  id: string;
  createdAt: Date | string;
}

/**
 * A list of leads as staff scan it: received, name (to the lead's page), a column of the list's own (the inbox's
 * status and reply clock, the spam lists' "Geen spam"), type, contact and subject. Name and that column come first
 * so a phone shows them without scrolling sideways; the contact column never squeezes below an address's width.
 */
export function LeadTable<R extends LeadTableRow>({
  caption,
  rows,
  last,
}: {
  caption: string;
  rows: R[];
  last: { heading: React.ReactNode; cell: (lead: R) => React.ReactNode };
}) {
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>Ontvangen</Th>
          <Th>Naam</Th>
          <Th>{last.heading}</Th>
          <Th>Soort</Th>
          <Th>Contact</Th>
          <Th>Onderwerp</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((lead) => (
          <Tr key={`${lead.type}-${lead.id}`}>
            <Td className="whitespace-nowrap">{formatDateTime(lead.createdAt)}</Td>
            <Td>
              <Link
                className="font-semibold text-brand-700 underline"
                to={`/employee-dashboard/leads/${lead.type}/${lead.id}`}
              >
                {lead.name}
              </Link>
              {lead.company ? <span className="block text-slate-600">{lead.company}</span> : null}
            </Td>
            <Td>{last.cell(lead)}</Td>
            <Td>{lead.typeLabel}</Td>
            <Td className="min-w-48 [overflow-wrap:anywhere]">
              {lead.email}
              {lead.phone ? <span className="block text-slate-600">{lead.phone}</span> : null}
            </Td>
            <Td>{lead.subject}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
