// The price rules as the shop starts with them (issue 41): part of the price list's first version
// (./prices), and what the calculators use while a stored price list has no rules yet. Amounts in cents excl. VAT.
// The owners change them in the price editor (staff area, Website, Prijzen).
import type { PriceRules, VehicleRule } from "~/lib/pricing/rules";

/** The guide ranges of vehicle lettering (excl. VAT): an indication on /voertuigbelettering, never a price. */
export const vehicleRuleSeed: VehicleRule = {
  vehicles: [
    {
      id: "personenauto",
      name: "Personenauto",
      partialFromCents: 12_500,
      partialToCents: 45_000,
      wrapFromCents: 99_000,
      wrapToCents: 165_000,
    },
    {
      id: "bestelbus",
      name: "Bestelbus",
      partialFromCents: 25_000,
      partialToCents: 75_000,
      wrapFromCents: 165_000,
      wrapToCents: 250_000,
    },
    {
      id: "grote-bus",
      name: "Grote bus of vrachtwagen",
      partialFromCents: 50_000,
      partialToCents: 150_000,
      wrapFromCents: 250_000,
      wrapToCents: 500_000,
    },
  ],
};

export const priceRulesSeed: PriceRules = {
  stickers: {
    materials: [
      { id: "vinyl-glans", name: "Vinyl glanzend", squareMeterCents: 6000 },
      { id: "vinyl-mat", name: "Vinyl mat", squareMeterCents: 6000 },
      { id: "transparant", name: "Transparant vinyl", squareMeterCents: 7000 },
    ],
    pieceCents: 10,
    setupCents: 1500,
    minSideMm: 10,
    maxSideMm: 1000,
    maxQuantity: 50_000,
    minimumCents: 2000,
    roundingCents: 1,
    breaks: [
      { from: 50, percent: 10 },
      { from: 100, percent: 20 },
      { from: 250, percent: 30 },
      { from: 500, percent: 40 },
      { from: 1000, percent: 50 },
      { from: 5000, percent: 55 },
    ],
  },
  banners: {
    materials: [
      { id: "pvc", name: "PVC-spandoek", squareMeterCents: 1800 },
      { id: "mesh", name: "Mesh-doek", squareMeterCents: 2200 },
      { id: "forex", name: "Forex-bord 5 mm", squareMeterCents: 4500 },
      { id: "dibond", name: "Dibond-bord 3 mm", squareMeterCents: 6500 },
    ],
    pieceCents: 500,
    setupCents: 1500,
    minSideMm: 200,
    maxSideMm: 5000,
    maxQuantity: 100,
    minimumCents: 2500,
    roundingCents: 5,
    breaks: [
      { from: 5, percent: 5 },
      { from: 10, percent: 10 },
      { from: 25, percent: 15 },
    ],
  },
  textile: {
    garments: [
      { id: "t-shirt", name: "T-shirt", pieceCents: 350 },
      { id: "polo", name: "Polo", pieceCents: 900 },
      { id: "sweater", name: "Sweater", pieceCents: 1400 },
      { id: "hoodie", name: "Hoodie", pieceCents: 1800 },
    ],
    colourCents: 100,
    screenCents: 1000,
    maxColours: 6,
    maxPositions: 4,
    stitchSizes: [
      { id: "klein", name: "klein (tot 5.000 steken, borstlogo)", pieceCents: 450 },
      { id: "middel", name: "middel (tot 10.000 steken)", pieceCents: 750 },
      { id: "groot", name: "groot (tot 20.000 steken, rug)", pieceCents: 1400 },
    ],
    digitisingCents: 3500,
    maxQuantity: 2500,
    minimumCents: 0,
    roundingCents: 5,
    breaks: [
      { from: 10, percent: 10 },
      { from: 25, percent: 20 },
      { from: 50, percent: 25 },
      { from: 100, percent: 30 },
      { from: 250, percent: 35 },
      { from: 500, percent: 40 },
    ],
  },
  vehicle: vehicleRuleSeed,
};
