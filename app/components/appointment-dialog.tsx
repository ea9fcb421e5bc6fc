// 'Plan een online gesprek' button; the dialog with its calendar loads on first click (keeps the page light).
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "./ui/button";

const AppointmentDialog = lazy(() => import("./appointment-form"));

export function AppointmentButton({
  className,
  variant = "outline",
  size = "lg",
}: {
  className?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Start fetching the dialog's code as soon as the visitor shows intent.
        onPointerEnter={() => void import("./appointment-form")}
        onFocus={() => void import("./appointment-form")}
      >
        Plan een online gesprek
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AppointmentDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
