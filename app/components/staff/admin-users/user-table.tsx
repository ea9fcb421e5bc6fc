// The accounts page's table: every account with its role (changeable), two-factor state, status and the
// admin's actions on it. Each action is its own small form with an `intent`, so it works without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/input";
import { HeadRow, Table, TBody, Td, Tr } from "~/components/ui/table";
import { adminUsersCopy as copy } from "~/content/admin-users";
import { passwordCopy } from "~/content/password";
import { formatDateTime } from "~/lib/shop-time";
import { ROLE_LABELS, ROLES } from "~/lib/roles";
import { IntentButton } from "~/components/staff/intent-button";

export interface UserRowView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  twoFactorEnabled: boolean | null;
  banned: boolean | null;
  createdAt: Date | string;
}

function RoleForm({ user, self, busy }: { user: UserRowView; self: boolean; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2" aria-label={copy.roleOf(user.email)}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={`role-${user.id}`} className="sr-only">
        {copy.roleOf(user.email)}
      </label>
      <select
        id={`role-${user.id}`}
        name="role"
        defaultValue={user.role ?? "customer"}
        className={`${fieldClass} w-auto! py-1.5!`}
        disabled={self}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {self ? null : (
        <Button type="submit" size="sm" variant="outline" busy={busy}>
          {copy.saveRole}
        </Button>
      )}
    </Form>
  );
}

export function UserTable({ users, selfId, busy }: { users: UserRowView[]; selfId: string; busy: boolean }) {
  return (
    <Table caption={copy.tableCaption}>
      <HeadRow labels={copy.head} />
      <TBody>
        {users.map((u) => {
          const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
          const self = u.id === selfId;
          return (
            <Tr key={u.id} data-email={u.email}>
              <Td>
                <span className="font-semibold break-all">{u.email}</span>
                {name ? <span className="block text-slate-600">{name}</span> : null}
                <span className="block text-xs text-slate-600">
                  {copy.since(formatDateTime(u.createdAt))}
                </span>
              </Td>
              <Td>
                <RoleForm user={u} self={self} busy={busy} />
              </Td>
              <Td>{u.twoFactorEnabled ? copy.twoFactorOn : copy.twoFactorOff}</Td>
              <Td>{u.banned ? copy.deactivated : copy.active}</Td>
              <Td>
                {self ? (
                  <span className="text-sm text-slate-600">{copy.self}</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {u.twoFactorEnabled ? (
                      <IntentButton intent="reset-2fa" fields={{ userId: u.id }} busy={busy}>
                        {copy.resetTwoFactor}
                      </IntentButton>
                    ) : null}
                    {u.banned ? null : (
                      <IntentButton intent="send-reset" fields={{ userId: u.id }} busy={busy}>
                        {passwordCopy.adminButton}
                      </IntentButton>
                    )}
                    <IntentButton
                      intent={u.banned ? "activate" : "deactivate"}
                      fields={{ userId: u.id }}
                      busy={busy}
                    >
                      {u.banned ? copy.activate : copy.deactivate}
                    </IntentButton>
                  </div>
                )}
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
