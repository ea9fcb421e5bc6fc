// The first version of every content kind is today's site: at first start (and in every test database) each
// registered kind's seed, built from app/content, becomes its published items with a "seed" revision. Each kind
// is seeded once per database (a content_seeds row "content.<kind>"), so an item staff deleted or changed never
// comes back, and a kind registered later is seeded at the next start. E and F add their kinds' seeds below.
import type { ContentData, RegisteredContentKind } from "~/lib/content/kinds";
import { contentKindDefinition, registeredContentKinds, SINGLETON_KEY } from "~/lib/content/kinds";
import { faqSeed } from "~/content/faq";
import { pageTextsSeed } from "~/content/page-texts";
import { priceListSeed } from "~/content/prices";
import { catalogueSeed } from "~/content/workwear-catalogue";
import { blogPostSeeds } from "../blog/seed.server";
import type { Database } from "../db/client.server";
import { contentEntries, contentRevisions, contentSeeds } from "../db/schema.server";

export interface SeedItem<K extends RegisteredContentKind> {
  key: string;
  data: ContentData<K>;
}

type KindSeeds = { [K in RegisteredContentKind]?: () => SeedItem<K>[] };

/** Each kind's items as today's app/content has them. */
export const kindSeeds: KindSeeds = {
  "blog-post": blogPostSeeds,
  "workwear-catalogue": () => [{ key: SINGLETON_KEY, data: catalogueSeed }],
  faq: () => [{ key: SINGLETON_KEY, data: faqSeed }],
  "price-list": () => [{ key: SINGLETON_KEY, data: priceListSeed }],
  "page-texts": () => [{ key: SINGLETON_KEY, data: pageTextsSeed }],
};

export const contentSeedName = (kind: RegisteredContentKind) => `content.${kind}`;

const seeded = new WeakMap<Database, Promise<void>>();

/** Seeds every registered kind not seeded yet in this database (once per process and database). */
export function ensureContentSeeded(db: Database): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seedAll(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function seedAll(db: Database): Promise<void> {
  for (const kind of registeredContentKinds()) {
    const seed = kindSeeds[kind];
    if (seed) await seedKind(db, kind, seed() as SeedItem<RegisteredContentKind>[]);
  }
}

async function seedKind(
  db: Database,
  kind: RegisteredContentKind,
  items: SeedItem<RegisteredContentKind>[],
): Promise<void> {
  const schema = contentKindDefinition(kind).schema;
  await db.transaction(async (tx) => {
    // The marker's primary key makes a second instance starting at the same time insert nothing.
    const [marker] = await tx
      .insert(contentSeeds)
      .values({ name: contentSeedName(kind) })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (!marker) return;
    for (const item of items) {
      // Today's content must pass today's rules: a seed that does not is a bug found at the first start.
      const data = schema.parse(item.data);
      const [entry] = await tx
        .insert(contentEntries)
        // No publishedAt: the item was part of the site before the store (a post's lastmod stays its own date).
        .values({ kind, key: item.key, data, status: "published", version: 1 })
        .onConflictDoNothing()
        .returning({ id: contentEntries.id });
      if (entry) {
        await tx.insert(contentRevisions).values({ entryId: entry.id, version: 1, data, action: "seed" });
      }
    }
  });
}
