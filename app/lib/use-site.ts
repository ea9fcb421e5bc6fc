// TODO(lead registry merge): employee-dashboard.lead.tsx is the last importer; switch it to ~/hooks/use-site and
// delete this file (app/lib holds no hooks).
export { useSite } from "~/hooks/use-site";
