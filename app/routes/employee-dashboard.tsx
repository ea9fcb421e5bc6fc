// /employee-dashboard: the leads inbox. Filters are a GET form (works without JavaScript); newest first.
import { Form, Link } from "react-router";
import { useUrlForm } from "~/hooks/use-url-form";
import { LeadTable } from "~/components/staff/leads/lead-table";
import { Pagination } from "~/components/staff/pagination";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { fieldClass, Input, Label } from "~/components/ui/input";
import { filterQuery, parseLeadFilter } from "~/lib/leads/filter";
import { LEAD_TYPES, leadTypeLabel } from "~/lib/leads/registry";
import { LEAD_STATUSES, statusLabel } from "~/lib/leads/status";
import { sourceLabel, VISIT_SOURCES } from "~/lib/visit-source";
import { requireStaff } from "~/server/auth.server";
import { noIndexMeta } from "~/components/staff/meta";
import { listLeads } from "~/server/leads/inbox.server";
import type { Route } from "./+types/employee-dashboard";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = parseLeadFilter(url);
  const { rows, total, pageCount } = await listLeads(filter);
  // The CSV's details column stays on the server.
  return { filter, total, pageCount, rows: rows.map(({ details: _details, ...row }) => row) };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Aanvragen – medewerkers" }, noIndexMeta];
}

const typeOptions = LEAD_TYPES.map((t) => ({ value: t, label: leadTypeLabel(t) }));
const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const sourceOptions = VISIT_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }));

/** One filter of the inbox: "all" first, then the known values with their Dutch labels. */
function FilterSelect(props: {
  name: string;
  label: string;
  all: string;
  value: string | null;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <Label htmlFor={props.name}>{props.label}</Label>
      <select id={props.name} name={props.name} defaultValue={props.value ?? ""} className={fieldClass}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount } = loaderData;
  const exportQuery = filterQuery({ ...filter, page: 1 });
  // A new form per navigation: after "Wissen", Back/Forward or a link the fields show the filters of the list
  // below, and the next "Filteren" does not bring back old ones. The focus stays on the control used.
  const { key: filterFormKey, ref: filterFormRef, onSubmit: filterFormSubmit } = useUrlForm();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Aanvragen</h1>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`/employee-dashboard/export.xlsx${exportQuery}`}
            download
          >
            Exporteer als Excel
          </a>
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`/employee-dashboard/export.csv${exportQuery}`}
            download
          >
            Exporteer als CSV
          </a>
        </div>
      </div>

      <Form
        key={filterFormKey}
        ref={filterFormRef}
        onSubmit={filterFormSubmit}
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
        aria-label="Filters"
      >
        <div className="lg:col-span-2">
          <Label htmlFor="q">Zoeken</Label>
          <Input
            id="q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder="Naam, e-mail, telefoon, bedrijf…"
          />
        </div>
        <FilterSelect
          name="type"
          label="Soort"
          all="Alle soorten"
          value={filter.type}
          options={typeOptions}
        />
        <FilterSelect
          name="status"
          label="Status"
          all="Alle statussen"
          value={filter.status}
          options={statusOptions}
        />
        <FilterSelect
          name="bron"
          label="Bron"
          all="Alle bronnen"
          value={filter.source}
          options={sourceOptions}
        />
        <div>
          <Label htmlFor="from">Vanaf</Label>
          <Input id="from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div>
          <Label htmlFor="to">Tot en met</Label>
          <Input id="to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-7">
          <Button type="submit">Filteren</Button>
          <Link className={buttonVariants({ variant: "ghost" })} to="/employee-dashboard">
            Wissen
          </Link>
        </div>
      </Form>

      <p className="text-sm text-slate-700" role="status">
        {total === 1 ? "1 aanvraag" : `${total} aanvragen`}
      </p>

      {rows.length ? (
        <LeadTable
          caption="Aanvragen, nieuwste eerst"
          rows={rows}
          last={{ heading: "Status", cell: (lead) => <StatusBadge status={lead.status} /> }}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          Geen aanvragen gevonden.
        </p>
      )}

      <Pagination
        page={filter.page}
        pageCount={pageCount}
        hrefFor={(page) => `/employee-dashboard${filterQuery(filter, { page })}`}
      />
    </div>
  );
}
