// The content store on both databases: today's blog imported once as the first version, a draft that changes
// nothing public, publishing (public read, audit entry, content version), revisions and "Terugzetten", the
// optimistic lock (the second editor is refused with the newer entry and nothing of theirs is written),
// scheduled publishing claimed once by two workers, and a changed slug leaving a 301 redirect.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { contentEditorCopy } from "~/content/content-editor";
import { blogPostSeeds } from "~/server/blog/seed.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, contentEntries, contentSeeds, users } from "~/server/db/schema.server";
import { publicContentVersionOf } from "~/server/public-content.server";
import { redirectFor } from "~/server/content/redirects.server";
import { getContentEntry, listRevisions } from "~/server/content/entries.server";
import { getPublishedContent, listPublishedContent } from "~/server/content/published.server";
import { publishDueContent, restoreRevision, saveContent } from "~/server/content/write.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

async function createStaff(db: Database, name: string): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name, email: `${name.toLowerCase()}-${id}@drukkerij.test`, emailVerified: true });
  return { id };
}

const post = (over: Record<string, unknown> = {}) => ({
  title: "Nieuw: borduren op caps",
  slug: `borduren-op-caps-${randomUUID().slice(0, 8)}`,
  summary: "Zo borduren we je logo op een cap.",
  body: "## Waarom borduren\n\nBorduren gaat jaren mee.",
  date: "2026-11-20",
  author: "Team {brand}",
  ...over,
});

describeEachDatabase("content store", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  let db: Database;
  let anna: { id: string };
  let bram: { id: string };

  beforeAll(async () => {
    db = database.db;
    anna = await createStaff(db, "Anna");
    bram = await createStaff(db, "Bram");
  });

  it("imports today's blog posts once, as published first versions", async () => {
    const posts = await listPublishedContent("blog-post", db);
    const seeds = blogPostSeeds();
    expect(posts.map((p) => p.key).sort()).toEqual(seeds.map((s) => s.key).sort());
    expect(await getPublishedContent("blog-post", "dtf-of-htv-welke-techniek-kies-je", db)).toMatchObject({
      title: "DTF of HTV? Zo kies je de juiste techniek",
      slug: "dtf-of-htv-welke-techniek-kies-je",
      date: "2025-12-04",
    });
    const revisions = await listRevisions("blog-post", "dtf-of-htv-welke-techniek-kies-je", db);
    expect(revisions.map((r) => [r.version, r.action])).toEqual([[1, "seed"]]);
    expect(
      await db.select().from(contentSeeds).where(eq(contentSeeds.name, "content.blog-post")),
    ).toHaveLength(1);
  });

  it("keeps a draft off the site, publishes with an audit entry and a new content version, and restores", async () => {
    const data = post();
    const draft = await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data,
      expectedVersion: 0,
      actor: anna,
      action: "draft",
    });
    expect(draft).toMatchObject({ ok: true, entry: { status: "draft", version: 1, data: null } });
    expect(await getPublishedContent("blog-post", data.slug, db)).toBeNull();

    const before = await publicContentVersionOf(db);
    const published = await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data,
      expectedVersion: 1,
      actor: anna,
      action: "publish",
    });
    expect(published).toMatchObject({ ok: true, entry: { status: "published", version: 2, draft: null } });
    expect(await publicContentVersionOf(db)).toBeGreaterThan(before);
    expect(await getPublishedContent("blog-post", data.slug, db)).toMatchObject({ title: data.title });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.publish"), eq(auditLog.targetId, `blog-post/${data.slug}`)));
    expect(entry).toMatchObject({ actorId: anna.id, targetLabel: `Blogartikel: ${data.title}` });

    const changed = await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data: { ...data, title: "Borduren op caps: de gids" },
      expectedVersion: 2,
      actor: anna,
      action: "publish",
    });
    expect(changed.ok).toBe(true);
    expect(await getPublishedContent("blog-post", data.slug, db)).toMatchObject({
      title: "Borduren op caps: de gids",
    });

    const revisions = await listRevisions("blog-post", data.slug, db);
    expect(revisions.map((r) => [r.version, r.action, r.actorName])).toEqual([
      [3, "publish", "Anna"],
      [2, "publish", "Anna"],
      [1, "draft", "Anna"],
    ]);
    const restored = await restoreRevision(db, {
      kind: "blog-post",
      key: data.slug,
      revisionId: revisions[1]!.id,
      expectedVersion: 3,
      actor: bram,
    });
    expect(restored).toMatchObject({
      ok: true,
      entry: { version: 4, status: "draft", draft: { title: data.title } },
    });
    // Restoring makes a draft: the site still shows the newest publish until someone publishes.
    expect(await getPublishedContent("blog-post", data.slug, db)).toMatchObject({
      title: "Borduren op caps: de gids",
    });
    expect((await listRevisions("blog-post", data.slug, db))[0]).toMatchObject({
      version: 4,
      action: "restore",
      actorName: "Bram",
    });
  });

  it("refuses the second of two editors who loaded the same version, and writes nothing of theirs", async () => {
    const data = post();
    await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data,
      expectedVersion: 0,
      actor: anna,
      action: "publish",
    });
    const first = await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data: { ...data, summary: "Anna's samenvatting." },
      expectedVersion: 1,
      actor: anna,
      action: "publish",
    });
    expect(first.ok).toBe(true);
    const second = await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data: { ...data, summary: "Bram's samenvatting." },
      expectedVersion: 1,
      actor: bram,
      action: "publish",
    });
    expect(second).toMatchObject({
      ok: false,
      conflict: { version: 2, updatedByName: "Anna", data: { summary: "Anna's samenvatting." } },
    });
    expect(await getPublishedContent("blog-post", data.slug, db)).toMatchObject({
      summary: "Anna's samenvatting.",
    });
    expect(await listRevisions("blog-post", data.slug, db)).toHaveLength(2);
  });

  it("refuses data its kind's schema refuses, with the Dutch message at the field", async () => {
    const result = await saveContent(db, {
      kind: "blog-post",
      key: "kapot",
      data: post({ slug: "Geen Slug!", title: "" }),
      expectedVersion: 0,
      actor: anna,
      action: "publish",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "Vul een titel in (maximaal 120 tekens).",
        slug: "Gebruik alleen kleine letters, cijfers en streepjes, bijvoorbeeld dtf-of-htv (maximaal 80 tekens).",
      },
    });
    expect(await getContentEntry("blog-post", "kapot", db)).toBeNull();
    // A key from a hostile URL (/employee-dashboard/website/blog/%00) names nothing; no database error.
    expect(await getContentEntry("blog-post", "\0", db)).toBeNull();
    const past = await saveContent(db, {
      kind: "blog-post",
      key: "kapot",
      data: post(),
      expectedVersion: 0,
      actor: anna,
      action: "schedule",
      publishAt: new Date(Date.now() - 60_000),
    });
    expect(past).toEqual({ ok: false, errors: { publishAt: contentEditorCopy.scheduleMissing } });
  });

  it("publishes a scheduled item once its moment has come, once across two workers", async () => {
    const data = post();
    const at = new Date(Date.now() + 60_000);
    await saveContent(db, {
      kind: "blog-post",
      key: data.slug,
      data,
      expectedVersion: 0,
      actor: anna,
      action: "schedule",
      publishAt: at,
    });
    expect(await publishDueContent(new Date(at.getTime() - 1000), db)).toBe(0);
    expect(await getPublishedContent("blog-post", data.slug, db)).toBeNull();
    const counts = await Promise.all([
      publishDueContent(new Date(at.getTime() + 1000), db),
      publishDueContent(new Date(at.getTime() + 1000), db),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await getPublishedContent("blog-post", data.slug, db)).toMatchObject({ title: data.title });
    const [row] = await db.select().from(contentEntries).where(eq(contentEntries.key, data.slug));
    expect(row).toMatchObject({ status: "published", draft: null, version: 2, publishedAt: at });
  });

  it("leaves a 301 redirect from the old slug when a published post's slug changes, flattened", async () => {
    const data = post({ slug: `oud-${randomUUID().slice(0, 8)}` });
    const key = randomUUID();
    await saveContent(db, {
      kind: "blog-post",
      key,
      data,
      expectedVersion: 0,
      actor: anna,
      action: "publish",
    });
    const middle = `midden-${randomUUID().slice(0, 8)}`;
    await saveContent(db, {
      kind: "blog-post",
      key,
      data: { ...data, slug: middle },
      expectedVersion: 1,
      actor: anna,
      action: "draft",
    });
    // A draft does not move the public post.
    expect(await redirectFor(`/blog/${data.slug}`, db)).toBeNull();
    await saveContent(db, {
      kind: "blog-post",
      key,
      data: { ...data, slug: middle },
      expectedVersion: 2,
      actor: anna,
      action: "publish",
    });
    expect(await redirectFor(`/blog/${data.slug}`, db)).toBe(`/blog/${middle}`);
    const last = `nieuw-${randomUUID().slice(0, 8)}`;
    await saveContent(db, {
      kind: "blog-post",
      key,
      data: { ...data, slug: last },
      expectedVersion: 3,
      actor: anna,
      action: "publish",
    });
    expect(await redirectFor(`/blog/${data.slug}`, db)).toBe(`/blog/${last}`);
    expect(await redirectFor(`/blog/${middle}`, db)).toBe(`/blog/${last}`);
    // Back to the first slug: that path is the post again, no longer a redirect.
    await saveContent(db, {
      kind: "blog-post",
      key,
      data,
      expectedVersion: 4,
      actor: anna,
      action: "publish",
    });
    expect(await redirectFor(`/blog/${data.slug}`, db)).toBeNull();
    expect(await redirectFor(`/blog/${last}`, db)).toBe(`/blog/${data.slug}`);
  });
});
