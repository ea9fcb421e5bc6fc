// Regional service area of the home page (docs/behaviour.md#screens-and-routes, home section 4).

export type Region = {
  name: string;
  distanceKm: number;
  serviceLine: string;
};

export const regions: Region[] = [
  {
    name: "Tilburg",
    distanceKm: 20,
    serviceLine: "Kledingbedrukking en belettering voor bedrijven en verenigingen in Tilburg.",
  },
  {
    name: "Oosterhout",
    distanceKm: 10,
    serviceLine: "Bedrijfskleding, borduurwerk en autobelettering voor ondernemers in Oosterhout.",
  },
  {
    name: "Etten-Leur",
    distanceKm: 15,
    serviceLine: "Teamkleding, werkkleding en stickers voor clubs en bedrijven in Etten-Leur.",
  },
  {
    name: "Roosendaal",
    distanceKm: 30,
    serviceLine: "Kleding bedrukken, voertuigbelettering en labels voor bedrijven in Roosendaal.",
  },
  {
    name: "Bergen op Zoom",
    distanceKm: 40,
    serviceLine: "Bedrukte en geborduurde kleding en belettering, verzonden naar Bergen op Zoom.",
  },
  {
    name: "Ginneken",
    distanceKm: 5,
    serviceLine: "Shirts, hoodies en stickers voor particulieren, winkels en verenigingen in Ginneken.",
  },
  {
    name: "Princenhage",
    distanceKm: 8,
    serviceLine: "Werkkleding met logo en raambelettering voor ondernemers in Princenhage.",
  },
  {
    name: "Bavel",
    distanceKm: 12,
    serviceLine: "Teamkleding en bedrijfskleding voor sportclubs en bedrijven in Bavel.",
  },
];
