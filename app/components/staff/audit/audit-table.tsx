// The audit log's entries: when, who, what, on which item (named as it was at the time) and the details.
import { Link } from "react-router";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { auditCopy as copy } from "~/content/audit";

export interface AuditRowView {
  id: string;
  when: string;
  who: string;
  what: string;
  target: { kind: string; name: string | null; href: string | null } | null;
  details: string;
}

function Target({ target }: { target: AuditRowView["target"] }) {
  if (!target) return <>–</>;
  const text = target.name ? `${target.kind} „${target.name}”` : target.kind;
  return target.href ? (
    <Link className="text-brand-700 underline" to={target.href}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

export function AuditTable({ rows }: { rows: AuditRowView[] }) {
  return (
    <Table caption={copy.caption}>
      <THead>
        <Tr>
          <Th>{copy.head.when}</Th>
          <Th>{copy.head.who}</Th>
          <Th>{copy.head.what}</Th>
          <Th>{copy.head.target}</Th>
          <Th>{copy.head.details}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <Tr key={r.id}>
            <Td className="whitespace-nowrap">{r.when}</Td>
            {/* Columns keep a readable width: on a phone the table scrolls sideways instead of
                breaking an address into a letter per line. */}
            <Td className="min-w-44 [overflow-wrap:anywhere]">{r.who}</Td>
            <Td className="min-w-40">{r.what}</Td>
            <Td className="min-w-56 [overflow-wrap:anywhere]" data-audit-target="">
              <Target target={r.target} />
            </Td>
            <Td className="min-w-32">{r.details}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
