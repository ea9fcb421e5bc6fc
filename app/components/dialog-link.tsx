// A control that opens a dialog once the page's scripts run, written as a link to where the same thing works
// without them: the appointment page (/afspraak) for the appointment dialog, otherwise the contact section, whose
// quick quote form posts without JavaScript. Before
// hydration the boot script (browser/boot.ts) keeps a click on it (it finds it by aria-haspopup) and replays
// it; in server markup `data-action` tells <ServerMarkupActions> which dialog to open, elsewhere `onOpen` does.
import { APPOINTMENT_HREF, CONTACT_HREF } from "~/lib/contact-links";
import { isPlainLeftClick } from "~/lib/dom-events";

export function DialogLink({
  action,
  onOpen,
  href = action === "appointment" ? APPOINTMENT_HREF : CONTACT_HREF,
  ...props
}: {
  action?: "quote" | "appointment";
  onOpen?: () => void;
} & Omit<React.ComponentProps<"a">, "onClick">) {
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      data-action={action}
      onClick={
        onOpen &&
        ((event) => {
          // A new tab or window keeps the link's own way.
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          onOpen();
        })
      }
      {...props}
    />
  );
}
