// The work-wear range as the site shipped it: the first version of the "workwear-catalogue" content (seeded once,
// app/server/content/seeds.server.ts); from then on the admin edits it at /employee-dashboard/website/werkkleding.
// Prices are integer euro cents per piece including VAT, for the garment itself; the bulk price applies from
// BULK_THRESHOLD pieces of one product (~/lib/workwear/cart). Printing or embroidering a logo is priced per
// position on top and confirmed by the shop with the order.
import type { WorkwearCatalogueContent } from "~/lib/content/workwear-catalogue";
import type { ColorOption } from "~/lib/workwear/catalogue";

const color = (id: string, name: string, hex: string): ColorOption => ({ id, name, hex });
const zwart = color("zwart", "Zwart", "#111827");
const marine = color("marine", "Marineblauw", "#1e2a4a");
const wit = color("wit", "Wit", "#ffffff");
const grijs = color("grijs", "Grijs gemêleerd", "#9ca3af");
const rood = color("rood", "Rood", "#dc2626");
const antraciet = color("antraciet", "Antraciet", "#374151");
const khaki = color("khaki", "Khaki", "#a3936b");
const geel = color("geel", "Fluorgeel", "#e8f000");
const oranje = color("oranje", "Fluororanje", "#ff6a13");

const garmentSizes = ["S", "M", "L", "XL", "XXL", "3XL"];
const image = (id: string, alt: string) => ({
  staticSrc: `/images/werkkleding/${id}.svg`,
  variants: null,
  width: 400,
  height: 300,
  alt,
});

export const catalogueSeed: WorkwearCatalogueContent = {
  products: [
    {
      id: "polo",
      name: "Polo",
      basePrice: 1695,
      bulkPrice: 1395,
      description:
        "Stevige piqué polo (220 g/m²) met drie knopen, krimpvrij gewassen. Dé klassieker voor je team.",
      sizes: garmentSizes,
      colors: [zwart, marine, wit, rood],
      printFrom: 350,
      embroideryFrom: 550,
      image: image("polo", "Illustratie van een marineblauwe polo met een klein logo op de borst"),
      visible: true,
      // No brand or maker is known for the shipped range: left empty, the editor flags it (docs/workwear.md).
      safety: null,
    },
    {
      id: "tshirt",
      name: "T-shirt",
      basePrice: 895,
      bulkPrice: 695,
      description:
        "Zacht katoenen T-shirt (190 g/m²) met ronde hals. Ideaal voor evenementen en zomerse klussen.",
      sizes: garmentSizes,
      colors: [zwart, wit, grijs, rood],
      printFrom: 350,
      embroideryFrom: 550,
      image: image("tshirt", "Illustratie van een wit T-shirt met ronde hals en een logo op de borst"),
      visible: true,
      safety: null,
    },
    {
      id: "sweater",
      name: "Sweater",
      basePrice: 2495,
      bulkPrice: 1995,
      description: "Warme sweater met geruwde binnenkant en boordjes aan hals, mouwen en zoom.",
      sizes: garmentSizes,
      colors: [zwart, marine, grijs],
      printFrom: 350,
      embroideryFrom: 550,
      image: image("sweater", "Illustratie van een grijze sweater met boordjes en een logo op de borst"),
      visible: true,
      safety: null,
    },
    {
      id: "hoodie",
      name: "Hoodie",
      basePrice: 2995,
      bulkPrice: 2495,
      description: "Hoodie met gevoerde capuchon en buidelzak. Veel ruimte voor een grote print op de rug.",
      sizes: garmentSizes,
      colors: [zwart, marine, grijs, antraciet],
      printFrom: 350,
      embroideryFrom: 550,
      image: image("hoodie", "Illustratie van een zwarte hoodie met capuchon en buidelzak"),
      visible: true,
      safety: null,
    },
    {
      id: "softshell",
      name: "Softshell jas",
      basePrice: 4995,
      bulkPrice: 4295,
      description:
        "Wind- en waterafstotende softshell jas met fleece binnenkant en ritszakken. Mooi met borduurwerk.",
      sizes: garmentSizes,
      colors: [zwart, marine, antraciet],
      printFrom: 450,
      embroideryFrom: 650,
      image: image(
        "softshell",
        "Illustratie van een antraciet softshell jas met rits en een geborduurd logo",
      ),
      visible: true,
      safety: null,
    },
    {
      id: "werkbroek",
      name: "Werkbroek",
      basePrice: 3995,
      bulkPrice: 3495,
      description: "Slijtvaste werkbroek met kniestukzakken, dijbeenzak en gereedschapslussen.",
      sizes: ["44", "46", "48", "50", "52", "54", "56", "58"],
      colors: [zwart, marine, khaki],
      printFrom: 350,
      embroideryFrom: 550,
      image: image(
        "werkbroek",
        "Illustratie van een zwarte werkbroek met kniezakken en een logo op de dijbeenzak",
      ),
      visible: true,
      safety: null,
    },
    {
      id: "cap",
      name: "Cap",
      basePrice: 995,
      bulkPrice: 795,
      description:
        "Katoenen cap met zes panelen en verstelbare sluiting. Je logo geborduurd op het voorpand.",
      sizes: ["One size"],
      colors: [zwart, marine, wit, rood],
      printFrom: 350,
      embroideryFrom: 450,
      image: image("cap", "Illustratie van een rode cap met een geborduurd logo op het voorpand"),
      visible: true,
      safety: null,
    },
    {
      id: "veiligheidshesje",
      name: "Veiligheidshesje",
      basePrice: 695,
      bulkPrice: 495,
      description:
        "Signaalhesje met reflecterende strepen (EN ISO 20471) en klittenbandsluiting. Met je logo op de rug.",
      sizes: ["S/M", "L/XL", "XXL/3XL"],
      colors: [geel, oranje],
      printFrom: 350,
      embroideryFrom: 550,
      image: image(
        "veiligheidshesje",
        "Illustratie van een fluorgeel veiligheidshesje met twee reflecterende strepen",
      ),
      visible: true,
      safety: null,
    },
  ],
};
