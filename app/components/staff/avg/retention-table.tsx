// The retention periods in force (lib/retention with this server's settings), at the bottom of the AVG page.
import { TextTable } from "~/components/ui/table";
import { avgCopy } from "~/content/avg";
import type { retentionRules } from "~/lib/retention";

const heading = {
  id: "retention-heading",
  text: avgCopy.retentionHeading,
  className: "text-xl font-semibold text-ink",
};

export function RetentionTable({ rules }: { rules: ReturnType<typeof retentionRules> }) {
  const rows = rules.map((r) => ({ key: r.subject, cells: [r.subject, r.period, r.effect] }));
  return (
    <TextTable
      heading={heading}
      caption={avgCopy.retentionCaption}
      labels={avgCopy.retentionHead}
      rows={rows}
      columnClasses={[undefined, "whitespace-nowrap"]}
    />
  );
}
