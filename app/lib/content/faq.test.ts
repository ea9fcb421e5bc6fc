import { describe, expect, it } from "vitest";
import { faqSeed } from "~/content/faq";
import { priceListSeed } from "~/content/prices";
import { faqSchema, nextFaqId, publicFaqItems } from "./faq";

describe("the FAQ", () => {
  it("shows the visible items in their order, with prices and then site tokens filled in", () => {
    const faq = {
      items: [
        {
          id: "q2",
          question: "Wat kost een vel?",
          answer: "Vanaf {prijs:stickers} bij {brand}.",
          hidden: false,
        },
        { id: "q1", question: "Verborgen?", answer: "Ja.", hidden: true },
      ],
    };
    expect(publicFaqItems(faq, priceListSeed, (t) => t.replace("{brand}", "Drukwerk X"))).toEqual([
      { question: "Wat kost een vel?", answer: "Vanaf €10 bij Drukwerk X." },
    ]);
  });

  it("accepts the imported 12 items and refuses what would break a page", () => {
    expect(faqSchema.safeParse(faqSeed).success).toBe(true);
    expect(faqSeed.items).toHaveLength(12);
    const issues = (items: unknown[]) =>
      faqSchema.safeParse({ items }).error?.issues.map((i) => [i.path.join("."), i.message]);
    const item = { id: "q1", question: "Vraag?", answer: "Antwoord.", hidden: false };
    expect(issues([{ ...item, answer: "Vanaf {prijs:borduren}." }])).toEqual([
      [
        "items.0.answer",
        "Onbekende prijsverwijzing: {prijs:borduren}. Gebruik bijvoorbeeld {prijs:stickers} of {prijs-tot:full-wrap}.",
      ],
    ]);
    expect(issues([item, item])).toEqual([["items.1.id", "Deze vraag staat al in de lijst."]]);
    expect(issues([{ ...item, question: "  " }])).toEqual([["items.0.question", "Vul de vraag in."]]);
    expect(issues([])).toEqual([["items", "De lijst heeft minstens één en hoogstens 40 vragen."]]);
  });

  it("gives a new item the next free id", () => {
    expect(nextFaqId(faqSeed)).toBe("q13");
  });
});
