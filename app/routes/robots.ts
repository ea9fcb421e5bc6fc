import { getSite } from "~/server/env.server";

export function loader() {
  const site = getSite();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /employee",
    "Disallow: /employee-dashboard",
    "Disallow: /dashboard",
    "Disallow: /auth",
    "",
    `Sitemap: ${site.url}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
