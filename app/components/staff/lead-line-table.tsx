// A lead's lines (the articles of a work-wear order) on the staff detail page, from its registry entry.
import type { LeadLineTable } from "~/lib/leads/define";
import { cn } from "~/lib/cn";
import { Table, TBody, Td, Th, THead, Tr } from "../ui/table";
import { StaffSection } from "~/components/staff/staff-section";

export function LeadLines({ table }: { table: LeadLineTable }) {
  const align = (i: number) => (table.numeric[i] ? "text-right" : undefined);
  return (
    <StaffSection card title={table.caption}>
      <Table caption={table.caption} data-testid="lead-lines">
        <THead>
          <Tr>
            {table.head.map((h, i) => (
              <Th key={h} className={align(i)}>
                {h}
              </Th>
            ))}
          </Tr>
        </THead>
        <TBody>
          {table.rows.map((row, r) => (
            <Tr key={r}>
              {row.map((value, i) => (
                <Td key={i} className={cn(align(i), "whitespace-nowrap")}>
                  {value}
                </Td>
              ))}
            </Tr>
          ))}
        </TBody>
        {table.foot?.length ? (
          <tfoot className="border-t-2 border-slate-300 font-semibold text-ink">
            <Tr>
              <Th scope="row">{table.foot[0]}</Th>
              <Td colSpan={table.head.length - 2} className="text-right">
                {table.foot.slice(1, -1).join(" ")}
              </Td>
              <Td className="text-right whitespace-nowrap font-semibold">{table.foot.at(-1)}</Td>
            </Tr>
          </tfoot>
        ) : null}
      </Table>
    </StaffSection>
  );
}
