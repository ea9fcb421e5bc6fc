// A short list of appointments (day and time, who, status), each opening the appointment's lead page.
import { Link } from "react-router";
import { StatusBadge } from "~/components/staff/status-badge";
import { formatDay } from "~/lib/shop-time";

export function AppointmentList({
  items,
  empty,
}: {
  items: {
    id: string;
    name: string;
    company: string | null;
    preferredDate: string;
    preferredTime: string;
    status: string;
  }[];
  empty: string;
}) {
  if (!items.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
          <span className="font-semibold tabular-nums text-ink">
            {formatDay(a.preferredDate)} {a.preferredTime}
          </span>
          <Link className="text-brand-700 underline" to={`/employee-dashboard/leads/appointment/${a.id}`}>
            {a.name}
            {a.company ? ` (${a.company})` : ""}
          </Link>
          <StatusBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}
