import { expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { faqPageJsonLd } from "./faq-schema";

it("describes every FAQ item as a question with an accepted answer", () => {
  const data = faqPageJsonLd(faqItems) as {
    "@type": string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(12);
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: faqItems[0]!.question,
    acceptedAnswer: { "@type": "Answer", text: faqItems[0]!.answer },
  });
});
