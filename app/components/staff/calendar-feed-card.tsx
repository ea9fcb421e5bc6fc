// The staff member's calendar subscription on their overview: make (or renew) the secret feed link, shown once
// right after it is made, or revoke it. Plain POSTs (intents "feed-create" and "feed-revoke").
import { Form } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { staffFeedCopy as copy } from "~/content/staff-calendar-feed";
import { formatDateTime } from "~/lib/shop-time";
import { StaffSection } from "~/components/staff/staff-section";

export function CalendarFeedCard({
  since,
  url,
  notice,
  error,
  busy,
}: {
  since: string | null;
  /** The new link, right after it was made (it is kept only as a hash). */
  url: string | null;
  notice?: string | null;
  error?: string | null;
  busy: boolean;
}) {
  return (
    <StaffSection card id="feed-title" title={copy.title} intro={copy.intro}>
      <Notice message={notice} />
      <FormError message={error} />
      {url ? (
        <div>
          <Label htmlFor="feed-url">{copy.urlLabel}</Label>
          <Input id="feed-url" readOnly value={url} aria-describedby="feed-url-hint" data-testid="feed-url" />
          <p id="feed-url-hint" className="mt-1 text-sm text-slate-600">
            {copy.keepSecret}
          </p>
        </div>
      ) : (
        <p className="text-slate-700">{since ? copy.since(formatDateTime(since)) : copy.none}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="feed-create" />
          <Button type="submit" size="sm" busy={busy}>
            {since ? copy.renew : copy.create}
          </Button>
        </Form>
        {since ? (
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button type="submit" size="sm" variant="outline" busy={busy}>
              {copy.revoke}
            </Button>
          </Form>
        ) : null}
      </div>
    </StaffSection>
  );
}
