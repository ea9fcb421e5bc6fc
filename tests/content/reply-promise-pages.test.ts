// Every public page against the production build (npm run build first; BUILD_DIR picks it): no page promises a
// reply time by hand ("binnen 2 uur", "binnen 24 uur"), and every place that names one says the configured
// promise in business hours (site.replyWithin, from REPLY_PROMISE_*): with the defaults, and with other settings,
// so each place is seen to follow them (docs/opening-hours-and-reply-promise.md).
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../bench/lib/public-pages.js";
import { useProductionServer, type TestServer } from "../helpers/production-server";

/** What a reader gets of a page: the visible text (React's text separators out, tags as spaces, entities in). */
const readerText = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,])/g, "$1");

const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;/g, "'");

/** The sentences each page says, for a quote promise `q` and the other forms' promise `o`. */
function expectedSentences(q: string, o: string): Record<string, string[]> {
  const chat = `Stuur ons een WhatsApp, we reageren ${q}.`;
  return {
    "/": [
      chat,
      `Geen minimale afname, meestal binnen 4-9 werkdagen klaar en ${q} een reactie op je aanvraag.`,
      `reactietijd ${q.replace(/^binnen /, "")}`,
      `Je krijgt ${q} een reactie. Liever direct contact?`,
      `stuur een WhatsApp: je krijgt ${q} antwoord.`,
      `We reageren ${q} met advies en een prijsindicatie.`,
      `Reactie ${q}`,
      `Op je vraag of offerteaanvraag krijg je ${q} een reactie. We tellen de uren dat we open zijn.`,
      `of e-mail. Je krijgt ${q} een reactie.`,
      `kwaliteitsgarantie en op je vraag of offerteaanvraag krijg je ${q} een reactie.`,
      `Meld je bedrijf aan en we nemen ${o} contact met je op.`,
    ],
    "/kledingbedrukking": [chat, `Je krijgt ${q} een reactie en daarna een duidelijke offerte`],
    "/kleding-bedrukken-breda": [chat, `Je krijgt ${q} een reactie en daarna een duidelijke offerte`],
    "/borduren": [chat, `Vraag vrijblijvend een offerte aan: je krijgt ${q} een reactie.`],
    "/diensten": [chat, `Je krijgt ${q} een reactie en een heldere offerte, zonder verrassingen achteraf.`],
    "/particulieren": [chat, `Je krijgt ${q} een reactie. Daarna sturen we een digitaal voorbeeld`],
    "/over-ons": [
      chat,
      `die er ook echt iets mee doet, en je krijgt ${q} een reactie.`,
      `Een reactie ${q}, heldere offertes zonder verrassingen`,
      `Je spreekt direct een van de eigenaren en krijgt ${q} een reactie.`,
    ],
    "/portfolio": [chat, `We reageren ${q} met advies en een offerte op maat.`],
    "/blog/10-fouten-kledingbedrukking": [
      chat,
      `Je krijgt ${q} een reactie en we denken met je mee`,
      `geven advies en sturen ${q} een reactie.`,
    ],
    "/blog/bedrijfskleding-laten-bedrukken-tips": [chat, `dan nemen we ${o} contact met je op`],
    "/blog/van-ontwerp-tot-gedrukt": [chat, `Je krijgt ${q} een reactie. Hebben we nog vragen`],
    "/blog/dtf-of-htv-welke-techniek-kies-je": [chat, `Je krijgt ${q} een reactie, met een eerlijk advies`],
    "/werkkleding": [
      chat,
      `We nemen ${o} contact met je op om je logo, de prijs en de levering te bevestigen.`,
    ],
    "/werkkleding/bestellen": [
      chat,
      `We nemen ${o} contact met je op om je logo, de prijs en de levering te bevestigen.`,
    ],
    "/afspraak": [chat, `Kies een moment op een werkdag; we nemen ${o} contact met je op.`],
  };
}

const expectedDescriptions = (q: string, o: string): Record<string, string> => ({
  "/": `Geen minimale afname, binnen 4-9 werkdagen klaar en reactie ${q}.`,
  "/werkkleding/bestellen": `We bevestigen alles ${o} persoonlijk.`,
});

/** Every public page: the sitemap's (all posts included), the aliases and forms of the cache list, a 404. */
async function publicPages(server: TestServer): Promise<string[]> {
  const sitemap = await (await fetch(`http://localhost:${server.port}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(15);
  return [...new Set([...listed, ...PUBLIC_PAGES])];
}

function describeReplyPromises(
  title: string,
  env: Record<string, string>,
  q: string,
  o: string,
  stale: RegExp,
) {
  describe(title, () => {
    const server = useProductionServer(env);
    const page = async (path: string) => {
      const response = await fetch(`http://localhost:${server.port}${path}`);
      return { status: response.status, html: await response.text() };
    };

    it("no public page promises a reply time by hand, and none shows a token unfilled", async () => {
      for (const path of await publicPages(server)) {
        const { status, html } = await page(path);
        expect([200, 404], path).toContain(status);
        // The whole document: text, meta tags, structured data and the data the page hydrates from.
        expect(html, path).not.toMatch(/binnen (2|24|twee) uur/i);
        expect(html, path).not.toMatch(stale);
        // What a reader or a crawler sees (loader data may carry a text with its token, filled when rendered).
        expect(html.replace(/<script\b[\s\S]*?<\/script>/g, ""), path).not.toContain("{reactie-");
      }
    }, 120_000);

    it("says the configured promise wherever a page names a reply time", async () => {
      for (const [path, sentences] of Object.entries(expectedSentences(q, o))) {
        const { status, html } = await page(path);
        expect(status, path).toBe(200);
        const text = readerText(html);
        for (const sentence of sentences) expect(text, path).toContain(sentence);
      }
      for (const [path, description] of Object.entries(expectedDescriptions(q, o))) {
        expect(metaDescription((await page(path)).html), path).toContain(description);
      }
    }, 120_000);
  });
}

describeReplyPromises(
  "the reply promise on the public pages, default settings",
  {},
  "binnen 2 werkuren",
  "binnen 24 werkuren",
  /binnen (4|16) werkuren/,
);

describeReplyPromises(
  "the reply promise on the public pages, REPLY_PROMISE_QUOTE_MINUTES=240 and REPLY_PROMISE_OTHER_MINUTES=960",
  { REPLY_PROMISE_QUOTE_MINUTES: "240", REPLY_PROMISE_OTHER_MINUTES: "960" },
  "binnen 4 werkuren",
  "binnen 16 werkuren",
  /binnen (2|24) werkuren/,
);
