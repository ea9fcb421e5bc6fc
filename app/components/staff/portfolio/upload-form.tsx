// A portfolio form that sends a photo. Without JavaScript it is a plain multipart form to the page. With it,
// the form is sent by XMLHttpRequest (fetch cannot report upload progress) to the upload endpoint: a
// <progress> shows how much of the photo has been sent, then "Foto's verwerken…" while the server makes its
// variants, until the answer comes. Then the page's data is reloaded.
import { useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { portfolioAdminCopy as copy } from "~/content/staff-portfolio";
import { PORTFOLIO_UPLOAD_URL, type PortfolioAnswer } from "~/lib/portfolio";

type Phase = { step: "idle" } | { step: "uploading"; fraction: number } | { step: "processing" };

/** Sends the form; resolves to the server's answer, or to a network failure message. */
function send(form: HTMLFormElement, onPhase: (phase: Phase) => void) {
  return new Promise<{ status: number; answer: PortfolioAnswer }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", PORTFOLIO_UPLOAD_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onPhase({ step: "uploading", fraction: e.loaded / e.total });
    };
    // Every byte is sent: the server now reads the photo and makes its variants.
    xhr.upload.onload = () => onPhase({ step: "processing" });
    xhr.onload = () => {
      const answer = xhr.response as PortfolioAnswer | null;
      resolve({ status: xhr.status, answer: answer ?? { formError: copy.storageFailed } });
    };
    xhr.onerror =
      xhr.onabort =
      xhr.ontimeout =
        () => resolve({ status: 0, answer: { formError: copy.network } });
    onPhase({ step: "uploading", fraction: 0 });
    xhr.send(new FormData(form));
  });
}

export function UploadForm({
  label,
  id,
  className,
  onSend,
  onAnswer,
  children,
}: {
  label: string;
  /** For the progress element's id. */
  id: string;
  className?: string;
  /** Before sending: the page notes which form a refusal belongs to. */
  onSend: () => void;
  onAnswer: (answer: PortfolioAnswer) => void;
  children: (busy: boolean) => React.ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const revalidator = useRevalidator();
  const sending = useRef(false);
  const busy = phase.step !== "idle";
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const form = event.currentTarget;
    onSend();
    const { status, answer } = await send(form, setPhase);
    if (status >= 200 && status < 300) {
      // Shown with the new photo: the page's data first, then the message and an empty form.
      await revalidator.revalidate();
      form.reset();
    }
    onAnswer(answer);
    setPhase({ step: "idle" });
    sending.current = false;
  };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={label}
      className={className}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy || undefined}
    >
      {children(busy)}
      {busy ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-progress`} className="text-sm font-medium text-slate-800">
            {phase.step === "uploading" ? copy.uploading(Math.round(phase.fraction * 100)) : copy.processing}
          </label>
          {/* No value while the server works: the bar shows activity, not a made-up percentage. */}
          <progress
            id={`${id}-progress`}
            aria-label={copy.progressLabel}
            max={1}
            value={phase.step === "uploading" ? phase.fraction : undefined}
            className="h-2 w-full accent-brand-600"
          />
        </div>
      ) : null}
    </Form>
  );
}
