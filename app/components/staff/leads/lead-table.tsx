import { Link } from "react-router";
import { formatDateTime } from "~/lib/date-time";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import type { LeadSummary } from "~/lib/leads/registry";

export interface LeadTableRow extends LeadSummary {
  id: string;
  createdAt: Date | string;
}

/**
 * A list of leads as staff scan it: received, type, name (to the lead's page), contact, subject, and one last
 * column of the list's own (the inbox's status, the spam lists' "Geen spam").
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
          <Th>Soort</Th>
          <Th>Naam</Th>
          <Th>Contact</Th>
          <Th>Onderwerp</Th>
          <Th>{last.heading}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((lead) => (
          <Tr key={`${lead.type}-${lead.id}`}>
            <Td className="whitespace-nowrap">{formatDateTime(lead.createdAt)}</Td>
            <Td>{lead.typeLabel}</Td>
            <Td>
              <Link
                className="font-semibold text-brand-700 underline"
                to={`/employee-dashboard/leads/${lead.type}/${lead.id}`}
              >
                {lead.name}
              </Link>
              {lead.company ? <span className="block text-slate-600">{lead.company}</span> : null}
            </Td>
            <Td className="break-all">
              {lead.email}
              {lead.phone ? <span className="block text-slate-600">{lead.phone}</span> : null}
            </Td>
            <Td>{lead.subject}</Td>
            <Td>{last.cell(lead)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
