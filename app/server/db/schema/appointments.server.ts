// Tables of one area, re-exported from ../schema.server.ts (drizzle-kit reads them from there).
export {};
