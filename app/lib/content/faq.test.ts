import { describe, expect, it } from "vitest";
import { faqSeed } from "~/content/faq";
import { priceListSeed } from "~/content/prices";
import { faqFromForm, faqSchema, faqToForm, nextFaqId, publicFaqItems } from "./faq";

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

describe("the FAQ editor's form", () => {
  it("moves an item to the number typed in, before the item that had that number", () => {
    const fields = faqToForm(faqSeed);
    const { data, fieldOf } = faqFromForm({
      ...fields,
      "items.2.position": "1",
      "new.question": "Nieuw?",
      "new.answer": "Ja.",
    });
    expect(data.items.map((item) => item.id).slice(0, 4)).toEqual(["q3", "q1", "q2", "q4"]);
    expect(data.items.at(-1)).toEqual({ id: "q13", question: "Nieuw?", answer: "Ja.", hidden: false });
    // A schema error in the new order names the field the editor typed in.
    expect(fieldOf("items.0.question")).toBe("items.2.question");
    expect(fieldOf("items.12.answer")).toBe("new.answer");
  });
});
