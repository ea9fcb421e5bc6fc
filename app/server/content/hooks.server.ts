// What a kind needs done when one of its items is published, in the publish's transaction (by an editor or by the
// scheduling worker alike). Blog posts: a changed slug leaves a 301 redirect from the old path.
import type { ContentKind } from "~/lib/content/kinds";
import type { Tx } from "../db/client.server";
import { recordSlugRedirect } from "./redirects.server";

export interface PublishEvent {
  kind: ContentKind;
  key: string;
  entryId: string;
  /** The data the public site showed before (null when first published). */
  previous: unknown;
  next: unknown;
}

type PublishHook = (tx: Tx, event: PublishEvent) => Promise<void>;

const publishHooks: Partial<Record<ContentKind, PublishHook>> = {
  "blog-post": recordSlugRedirect,
};

export async function runPublishHooks(tx: Tx, event: PublishEvent): Promise<void> {
  await publishHooks[event.kind]?.(tx, event);
}
