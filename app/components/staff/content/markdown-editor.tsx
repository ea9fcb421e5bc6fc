// A Markdown field with its preview beside it (below it on a phone). The preview is the server's own rendering,
// sanitised exactly as the public page will be (the page renders the saved text; while typing, the text is sent
// to the preview route a moment after the last key), with the links to our own pages that do not exist.
// Without JavaScript the preview shows the text as last saved.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FieldFrame, useField } from "~/components/form/field";
import { Prose } from "~/components/prose";
import { Textarea } from "~/components/ui/input";

export interface MarkdownPreview {
  html: string;
  brokenLinks: string[];
}

const DEBOUNCE_MS = 400;

export function MarkdownEditor({
  name,
  label,
  hint,
  previewLabel,
  previewHint,
  brokenLinksLabel,
  previewAction,
  initial,
  maxLength,
}: {
  name: string;
  label: string;
  hint: string;
  previewLabel: string;
  previewHint: string;
  brokenLinksLabel: string;
  /** The resource route answering { html, brokenLinks } for a posted `body`. */
  previewAction: string;
  initial: MarkdownPreview;
  maxLength?: number;
}) {
  const field = useField({ label, name, hint });
  const fetcher = useFetcher<MarkdownPreview>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [typed, setTyped] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const preview = (typed && fetcher.data) || initial;
  const onInput = (event: React.FormEvent<HTMLTextAreaElement>) => {
    const body = event.currentTarget.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setTyped(true);
      void fetcher.submit({ body }, { method: "post", action: previewAction });
    }, DEBOUNCE_MS);
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FieldFrame field={field} label={label} hint={hint}>
        <Textarea
          {...field.limits}
          {...field.control}
          maxLength={maxLength}
          rows={24}
          onInput={onInput}
          className="font-mono text-sm"
        />
      </FieldFrame>
      <section aria-labelledby={`${field.id}-preview`} className="min-w-0">
        <h2 id={`${field.id}-preview`} className="text-sm font-semibold text-ink">
          {previewLabel}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{previewHint}</p>
        {preview.brokenLinks.length ? (
          <div
            role="status"
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{brokenLinksLabel}</p>
            <ul className="mt-1 list-disc pl-5">
              {preview.brokenLinks.map((href) => (
                <li key={href}>
                  <code>{href}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div
          className="mt-2 max-h-[36rem] overflow-auto rounded-lg border border-slate-200 bg-white p-4"
          data-markdown-preview=""
        >
          <Prose html={preview.html} />
        </div>
      </section>
    </div>
  );
}
