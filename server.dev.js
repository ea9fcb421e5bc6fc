// Development server: Vite in middleware mode with hot reload; the Express app is loaded through Vite.
import express from "express";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 3000);

const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.use(vite.middlewares);
let started;
app.use(async (req, res, next) => {
  try {
    const mod = await vite.ssrLoadModule("./server/app.ts");
    started ??= mod.start();
    await started;
    return mod.app(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
app.listen(port, () => console.log(`dev server on http://localhost:${port}`));
