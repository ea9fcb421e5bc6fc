// /employee-dashboard/orders: the orders board. Every open order in the column of its state (wacht op betaling,
// in productie, klaar om op te halen, verzonden) with its customer, total, payment and ready date (red when
// past); the orders delivered or cancelled in the last weeks folded away below. Each card opens the order page.
import { noIndexMeta } from "~/components/staff/meta";
import { DoneOrders, OrderColumns } from "~/components/staff/orders/order-board";
import { staffOrdersCopy as copy } from "~/content/orders";
import { requireStaff } from "~/server/auth.server";
import { ordersBoard } from "~/server/orders/board.server";
import type { Route } from "./+types/employee-dashboard.orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return ordersBoard();
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.boardTitle }, noIndexMeta];
}

export default function OrdersBoard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.boardTitle}</h1>
        <p className="mt-1 text-slate-700">{copy.boardIntro}</p>
      </div>
      <OrderColumns columns={loaderData.columns} />
      <DoneOrders cards={loaderData.done} weeks={loaderData.doneWeeks} />
    </div>
  );
}
