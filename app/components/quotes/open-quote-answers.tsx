// The open quote's answers on /offerte/{token}: the document with its optional lines to tick ("Bijwerken" posts
// them for the server to recompute), "Akkoord" with the full name, the terms and, when missing, the billing
// address, and the folded "Afwijzen" with an optional reason. Plain form posts: no script needed.
import { Form } from "react-router";
import { Field, FormError, FormFields, Notice, useFocusFirstInvalid } from "~/components/form/field";
import { BillingAddressFields, TermsField, TextAnswerForm } from "~/components/quotes/answer-fields";
import { QuoteDocumentView } from "~/components/quotes/quote-document";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { quotePageCopy as copy } from "~/content/quote-page";
import type { FieldConstraint } from "~/lib/form-constraints";
import type { QuoteDocument, Supplier } from "~/lib/quotes/document";

type Constraints = Record<string, FieldConstraint>;

/** What an answer's action returned for this form (the route's resultFor). */
interface AnswerResult {
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  notice?: string | null;
  formError?: string;
}

export function OpenQuoteAnswers({
  doc,
  supplier,
  path,
  constraints,
  needsAddress,
  accept,
  decline,
  formError,
}: {
  doc: QuoteDocument;
  supplier: Supplier;
  path: string;
  constraints: { accept: Constraints; decline: Constraints };
  needsAddress: boolean;
  accept?: AnswerResult;
  decline?: AnswerResult;
  formError?: string;
}) {
  const acceptFormRef = useFocusFirstInvalid(accept?.fieldErrors);
  const hasOptional = doc.lines.some((line) => line.optional);
  return (
    <>
      <Form ref={acceptFormRef} method="post" action={path} className="space-y-6">
        <QuoteDocumentView doc={doc} supplier={supplier} choosable />
        {hasOptional ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-700">{copy.chooseHint}</p>
            <Button type="submit" name="intent" value="choose" variant="outline" formNoValidate>
              {copy.choose}
            </Button>
          </div>
        ) : null}
        <Card className="space-y-4">
          <h2 className="text-xl font-bold text-ink">{copy.acceptTitle}</h2>
          <p className="text-slate-700">{copy.acceptIntro}</p>
          <FormError message={formError} />
          <Notice message={accept?.notice} />
          <FormFields constraints={constraints.accept} errors={accept?.fieldErrors} values={accept?.values}>
            {needsAddress ? <BillingAddressFields /> : null}
            <Field name="name" label={copy.nameLabel} autoComplete="name" />
            <TermsField />
          </FormFields>
          <Button type="submit" name="intent" value="accept" size="lg">
            {copy.accept}
          </Button>
        </Card>
      </Form>

      <details open={Boolean(decline)} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <summary className="cursor-pointer font-semibold text-ink">{copy.declineTitle}</summary>
        <TextAnswerForm
          path={path}
          intent="decline"
          constraints={constraints.decline}
          intro={copy.declineIntro}
          result={decline}
          field={{ name: "reason", label: copy.reasonLabel, hint: copy.reasonHint }}
          submit={{ label: copy.decline, variant: "outline" }}
        />
      </details>
    </>
  );
}
