// The customer's two answers to a proof (docs/proofs.md): "Akkoord, zo drukken" with the typed name, and
// "Wijziging vragen" with a comment and an optional pin. Without JavaScript the pin image is an
// <input type="image">: a tap sends the form with the spot; the page's tiny script (PIN_SCRIPT) turns the tap into
// hidden fractions and a dot instead, so the comment is sent with the button.
import { Form } from "react-router";
import { Field, FormError, FormFields, TextAreaField } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { proofPageCopy as copy } from "~/content/proof-page";
import type { FieldConstraint } from "~/lib/form-constraints";

type Result =
  { formError?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> } | undefined;

export function ApproveForm(props: {
  path: string;
  versionId: string;
  constraints: Record<string, FieldConstraint>;
  result: Result;
}) {
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.approveTitle}</h2>
      <p className="text-slate-700">{copy.approveIntro}</p>
      <FormError message={props.result?.formError} />
      <Form method="post" action={props.path} className="space-y-4" aria-label={copy.approveTitle}>
        <input type="hidden" name="versionId" value={props.versionId} />
        <FormFields
          constraints={props.constraints}
          errors={props.result?.fieldErrors}
          values={props.result?.values}
        >
          <Field name="name" label={copy.nameLabel} autoComplete="name" />
        </FormFields>
        <Button type="submit" name="intent" value="approve" size="lg">
          {copy.approve}
        </Button>
      </Form>
    </Card>
  );
}

export function ChangeForm(props: {
  path: string;
  versionId: string;
  constraints: Record<string, FieldConstraint>;
  result: Result;
  pinImage: { src: string; width: number; height: number } | null;
}) {
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-ink">{copy.changeTitle}</h2>
      <p className="text-slate-700">{copy.changeIntro}</p>
      <FormError message={props.result?.formError} />
      <Form
        method="post"
        action={props.path}
        id="pin-form"
        className="space-y-4"
        aria-label={copy.changeTitle}
      >
        <input type="hidden" name="versionId" value={props.versionId} />
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="pinX" value="" />
        <input type="hidden" name="pinY" value="" />
        <FormFields
          constraints={props.constraints}
          errors={props.result?.fieldErrors}
          values={props.result?.values}
        >
          <TextAreaField name="comment" label={copy.commentLabel} rows={3} />
        </FormFields>
        {props.pinImage ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{copy.pinLabel}</legend>
            <span className="relative inline-block">
              <input
                type="image"
                name="pin"
                src={props.pinImage.src}
                width={props.pinImage.width}
                height={props.pinImage.height}
                alt={copy.pinAlt}
                className="block h-auto w-80 max-w-none rounded border border-slate-300"
              />
              <span
                id="pin-dot"
                hidden
                aria-hidden="true"
                className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
              />
            </span>
            <p id="pin-status" role="status" className="mt-1 text-sm text-slate-700" />
          </fieldset>
        ) : null}
        <Button type="submit" variant="outline">
          {copy.change}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The page's only script (under 1 KB, inline with the response's nonce): a tap on the pin image sets the hidden
 * fractions and shows a dot instead of sending the form.
 */
export const PIN_SCRIPT = `(function(){var f=document.getElementById("pin-form");if(!f)return;var b=f.querySelector("input[type=image]"),d=document.getElementById("pin-dot"),s=document.getElementById("pin-status");if(!b)return;b.addEventListener("click",function(e){if(!e.detail)return;e.preventDefault();var r=b.getBoundingClientRect(),x=(e.clientX-r.left)/r.width,y=(e.clientY-r.top)/r.height;if(x<0||x>1||y<0||y>1)return;f.elements.pinX.value=x.toFixed(4);f.elements.pinY.value=y.toFixed(4);d.hidden=false;d.style.left=x*100+"%";d.style.top=y*100+"%";s.textContent=${JSON.stringify("Plek gekozen. Verstuur je opmerking met de knop.")};});})();`;
