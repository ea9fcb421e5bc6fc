import { expect, it } from "vitest";
import { faqSeed } from "~/content/faq";
import { priceListSeed } from "~/content/prices";
import { publicFaqItems } from "./content/faq";
import { faqPageJsonLd } from "./faq-schema";

it("describes every FAQ item as a question with an accepted answer", () => {
  const items = publicFaqItems(faqSeed, priceListSeed);
  const data = faqPageJsonLd(items) as {
    "@type": string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(12);
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: items[0]!.question,
    acceptedAnswer: { "@type": "Answer", text: items[0]!.answer },
  });
});
