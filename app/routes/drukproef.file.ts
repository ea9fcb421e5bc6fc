// GET /drukproef/:token/:versionId/:file: a preview of a proof behind the customer's link ("1.webp", "1-groot.webp").
import { requestInfoContext } from "~/request-context";
import { proofFileResponse } from "~/server/customer/proof-page.server";
import type { Route } from "./+types/drukproef.file";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  return proofFileResponse(
    { token: params.token, ip: context.get(requestInfoContext).ip, url },
    params.versionId,
    params.file,
  );
}
