import { describe, expect, it } from "vitest";
import { homeServiceCards } from "~/content/services";
import { quoteModalSchema } from "./leads/quote";
import { quoteServiceFor, quoteServiceLabel, quoteServices } from "./quote-services";

const base = {
  name: "Jan",
  email: "jan@example.nl",
  phone: "",
  company: "",
  description: "",
  deliveryMethod: "",
};

describe("quote dialog services", () => {
  it("are the site's service list, then Overig", () => {
    expect(quoteServices.map((s) => s.label)).toEqual([
      "Kledingbedrukking",
      "Borduren",
      "Belettering",
      "Stickers & Labels",
      "Spandoeken & Borden",
      "Werkkleding",
      "Overig",
    ]);
    expect(quoteServices.slice(0, -1)).toEqual(
      homeServiceCards.map((c) => ({ value: c.service, label: c.title })),
    );
  });

  it("are exactly what the quote schema accepts", () => {
    for (const { value } of quoteServices) {
      expect(quoteModalSchema.safeParse({ ...base, service: value }).success, value).toBe(true);
    }
    for (const retired of ["textiel", "raambelettering", "borden", "banners", "Borduren"]) {
      expect(quoteModalSchema.safeParse({ ...base, service: retired }).success, retired).toBe(false);
    }
  });

  it("keeps the labels of requests stored with a retired option", () => {
    expect(quoteServiceLabel("borden")).toBe("Borden & Panelen");
    expect(quoteServiceLabel("borduren")).toBe("Borduren");
    expect(quoteServiceLabel("Kledingbedrukking")).toBe("Kledingbedrukking");
  });
});

describe("quoteServiceFor", () => {
  it("finds a quote's subject by label or value, else overig", () => {
    expect(quoteServiceFor("Kledingbedrukking")).toBe(quoteServices[0]!.value);
    expect(quoteServiceFor(` ${quoteServices[1]!.value} `)).toBe(quoteServices[1]!.value);
    expect(quoteServiceFor("Iets anders")).toBe("overig");
    expect(quoteServiceFor(null)).toBe("overig");
  });
});
