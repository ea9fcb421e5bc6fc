// The blog on the content store, on both databases: today's posts imported are exactly today's pages (same HTML
// as the Markdown renderer of before, same title, summary, date and reading time), a post's slug change answers
// 301 from the old address, and a publish shows at once on /blog, in the sitemap (with lastmod) and in the feed.
import { randomUUID } from "node:crypto";
import { Marked } from "marked";
import { expect, it } from "vitest";
import { defaultSite, fillSiteTokens } from "~/content/site";
import { slugFromPath, toPostMeta } from "~/lib/blog";
import { parseFrontmatter } from "~/lib/frontmatter";
import { blogPostingJsonLd } from "~/lib/seo";
import { amsterdamIso, amsterdamMidnight } from "~/lib/shop-time";
import { loader as feedLoader } from "~/routes/blog-feed";
import { loader as postLoader } from "~/routes/blog-post";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { brokenLinksIn, getPost, listPosts } from "~/server/blog.server";
import { getSite } from "~/server/env.server";
import { saveContent } from "~/server/content/write.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { contextFor } from "../leads/helpers";

const files = import.meta.glob("../../app/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The blog's renderer before the store (raw HTML escaped, nothing else): the pages must not change. */
const before = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) =>
      text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"),
  },
});

/** The same document: the sanitiser writes ' and " in text as characters where marked wrote &#39; and &quot;. */
const sameText = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"');

describeEachDatabase("the blog on the content store", (kind) => {
  const database = useTestDatabase(kind);

  it("flags links to pages that do not exist, not an alias of a page or one of the posts", async () => {
    const body =
      "[a](/kleding-bedrukken-breda) [b](/diensten/) [c](/blog/dtf-of-htv-welke-techniek-kies-je) [d](/bestaat-niet)";
    expect(await brokenLinksIn({ body }, getSite())).toEqual(["/bestaat-niet"]);
  });

  it("shows today's posts exactly as before the store: same HTML, title, summary, date, author and reading time", async () => {
    const site = getSite();
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    for (const [path, raw] of Object.entries(files)) {
      const slug = slugFromPath(path);
      const { data, body } = parseFrontmatter(raw);
      const meta = toPostMeta(slug, data);
      const post = await getPost(slug, site, database.db);
      expect(post, slug).toBeDefined();
      expect(sameText(post!.html), slug).toBe(
        sameText(before.parse(fillSiteTokens(body, site), { async: false })),
      );
      expect(post, slug).toMatchObject({
        title: fillSiteTokens(meta.title, site),
        description: fillSiteTokens(meta.description, site),
        date: meta.date,
        author: fillSiteTokens(meta.author, site),
        readingMinutes: meta.readingMinutes,
        // Imported, never published since: its day, Amsterdam midnight, with the zone.
        published: amsterdamIso(amsterdamMidnight(meta.date)),
        modified: amsterdamIso(amsterdamMidnight(meta.date)),
      });
      expect(post!.published).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
    }
    const dates = (await listPosts(defaultSite, database.db)).map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("publishes a post to /blog, the sitemap with lastmod and the feed; its old slug answers 301", async () => {
    const key = randomUUID();
    const slug = `caps-borduren-${key.slice(0, 6)}`;
    const data = {
      title: "Caps borduren in Breda",
      slug,
      summary: "Zo borduren we je logo op een cap.",
      body: "## Waarom\n\nBorduren gaat jaren mee. Lees ook [kledingbedrukking](/kledingbedrukking).",
      date: "2026-11-20",
      author: "Team {brand}",
    };
    const published = await saveContent(database.db, {
      kind: "blog-post",
      key,
      data,
      expectedVersion: 0,
      actor: null,
      action: "publish",
    });
    expect(published.ok).toBe(true);
    // The real last change: the publish just now (after the post's day began), to the second with the zone.
    const post = await getPost(slug, getSite(), database.db);
    expect(post!.modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(Math.abs(Date.parse(post!.modified) - Date.now())).toBeLessThan(60_000);
    expect(post!.published).toMatch(/^2026-11-20T00:00:00\+01:00$/);

    const sitemap = await answerOf(() => sitemapLoader());
    expect(sitemap.body).toContain(
      `<url><loc>${getSite().url}/blog/${slug}</loc><lastmod>${post!.modified}</lastmod></url>`,
    );
    // The post's BlogPosting (the page's structured data) says the same.
    expect(blogPostingJsonLd(getSite(), post!)).toMatchObject({
      datePublished: "2026-11-20T00:00:00+01:00",
      dateModified: post!.modified,
    });
    const feed = await answerOf(() => feedLoader());
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(feed.body).toContain(`<title>Caps borduren in Breda</title>`);
    expect(feed.body).toContain(`<link>${getSite().url}/blog/${slug}</link>`);

    const renamed = `${slug}-nieuw`;
    await saveContent(database.db, {
      kind: "blog-post",
      key,
      data: { ...data, slug: renamed },
      expectedVersion: 1,
      actor: null,
      action: "publish",
    });
    const url = new URL(`http://localhost/blog/${slug}`);
    const old = await answerOf(() =>
      postLoader({
        params: { slug },
        request: new Request(url),
        context: contextFor("10.0.0.1"),
        url,
      } as unknown as Parameters<typeof postLoader>[0]),
    );
    expect(old).toMatchObject({ status: 301, location: `/blog/${renamed}` });
    // An unknown slug, also one PostgreSQL cannot store (a NUL), is the blog's 404.
    for (const unknown of ["bestaat-niet", "\0"]) {
      const gone = new URL(`http://localhost/blog/${encodeURIComponent(unknown)}`);
      const missing = await answerOf(() =>
        postLoader({
          params: { slug: unknown },
          request: new Request(gone),
          context: contextFor("10.0.0.1"),
          url: gone,
        } as unknown as Parameters<typeof postLoader>[0]),
      );
      expect(missing.status).toBe(404);
    }
    expect((await listPosts(getSite(), database.db)).map((p) => p.slug)).toContain(renamed);
  });
});
