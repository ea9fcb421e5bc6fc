// The admin's list of live calendar feeds (one per staff member), each revocable on its own: a plain POST with
// intent "feed-revoke" and the member's id.
import { HeadRow, Table, TBody, Td, Tr } from "~/components/ui/table";
import { staffFeedCopy as copy } from "~/content/staff-calendar-feed";
import { formatDateTime } from "~/lib/shop-time";
import { StaffSection } from "~/components/staff/staff-section";
import { IntentButton } from "~/components/staff/intent-button";

export function CalendarFeedsTable({
  feeds,
  busy,
}: {
  feeds: { userId: string; email: string; createdAt: Date | string }[];
  busy: boolean;
}) {
  return (
    <StaffSection
      id="feeds-title"
      title={copy.adminTitle}
      intro={copy.adminIntro}
      empty={feeds.length === 0 && copy.adminNone}
    >
      <Table caption={copy.adminTitle}>
        <HeadRow labels={[copy.member, copy.active, copy.action]} />
        <TBody>
          {feeds.map((feed) => (
            <Tr key={feed.userId}>
              <Td>{feed.email}</Td>
              <Td>{formatDateTime(feed.createdAt)}</Td>
              <Td>
                <IntentButton
                  intent="feed-revoke"
                  fields={{ userId: feed.userId }}
                  busy={busy}
                  aria-label={copy.adminRevoke(feed.email)}
                >
                  {copy.revoke}
                </IntentButton>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </StaffSection>
  );
}
