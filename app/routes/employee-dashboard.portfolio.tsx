// /employee-dashboard/portfolio (employees and admins): the projects /portfolio, the home page and the service
// pages show. Add, edit, reorder (up/down), show or hide and delete projects; add photos (processed into AVIF,
// WebP and JPEG, metadata stripped) with a required alt text, put one first (the photo the site shows), edit
// its alt text, and remove them. Plain forms: everything works
// without JavaScript. Each change goes through app/server/portfolio.server.ts (audited, role-checked here).
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { useSending } from "~/hooks/use-sending";
import { ResponsivePicture } from "~/components/responsive-picture";
import { FormError, Notice } from "~/components/staff/form-field";
import { privatePageMeta } from "~/components/staff/meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { serviceLinks } from "~/components/portfolio-grid";
import { useFileSizeCheck } from "~/hooks/use-file-size-check";
import { describeKinds, formatMegabytes } from "~/lib/file-kind";
import {
  altTextSchema,
  firstMessage,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_SERVICES,
  PORTFOLIO_UPLOAD,
  portfolioItemSchema,
} from "~/lib/portfolio";
import { requireStaff } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { readForm } from "~/server/http/form.server";
import { discardUploads, readUpload } from "~/server/http/upload.server";
import { PhotoRefusedError } from "~/server/images/photos.server";
import { logger } from "~/server/logger.server";
import {
  addPortfolioPhoto,
  createPortfolioItem,
  deletePortfolioItem,
  listStaffPortfolio,
  makeCoverPhoto,
  movePortfolioItem,
  photoFromUpload,
  removePortfolioPhoto,
  setPortfolioItemVisible,
  updatePhotoAlt,
  updatePortfolioItem,
} from "~/server/portfolio.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.portfolio";

const MESSAGES = {
  created: (title: string) => `„${title}” staat in het portfolio.`,
  updated: "Het project is opgeslagen.",
  moved: "De volgorde is aangepast.",
  notMoved: "Dit project staat al bovenaan of onderaan.",
  shown: "Het project staat weer op de website.",
  hidden: "Het project staat niet meer op de website.",
  deleted: "Het project en zijn foto's zijn verwijderd.",
  photoAdded: "De foto is toegevoegd.",
  photoRemoved: "De foto is verwijderd.",
  photoCover: "Deze foto staat nu vooraan: de website toont hem bij het project.",
  photoAlt: "De alt-tekst is opgeslagen.",
  notFound: "Dit project of deze foto bestaat niet meer.",
  storageFailed: "De foto kon niet worden opgeslagen. Probeer het later opnieuw.",
  unknown: "Onbekende actie.",
} as const;

const PHOTO_HINT = `${describeKinds(PORTFOLIO_UPLOAD.accept)}, maximaal ${formatMegabytes(PORTFOLIO_UPLOAD.maxFileBytes)}. Een foto van je telefoon kan direct.`;
const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,.tif,.tiff";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { items: await listStaffPortfolio(getDb()) };
}

/** `photoError`: the upload reader refused the photo or the body (before any field was read, so no target). */
type ActionData = { notice?: string; formError?: string; target?: string; photoError?: string };

const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");

const fail = (formError: string, status: number, target?: string) =>
  data<ActionData>({ formError, target }, { status });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const db = getDb();
  const storage = getStorage();

  // A new project (with an optional first photo) and a photo for a project come as multipart.
  if (isMultipart(request)) {
    const upload = await readUpload(request, storage, PORTFOLIO_UPLOAD);
    if (!upload.ok) return data<ActionData>({ photoError: upload.message }, { status: upload.status });
    const { fields, files } = upload;
    const target = fields.intent === "add-photo" ? fields.id : "new";
    if (upload.failedFiles.length > 0) return fail(MESSAGES.storageFailed, 503, target);
    const [file] = files;

    const refuse = async (message: string, status: number) => {
      await discardUploads(storage, files);
      return fail(message, status, target);
    };
    if (fields.intent !== "create" && fields.intent !== "add-photo") return refuse(MESSAGES.unknown, 400);
    const item = fields.intent === "create" ? portfolioItemSchema.safeParse(fields) : null;
    if (item && !item.success) return refuse(firstMessage(item.error), 400);
    if (fields.intent === "add-photo" && !file) return refuse(PORTFOLIO_MESSAGES.noPhoto, 400);
    const alt = file ? altTextSchema.safeParse(fields.alt ?? "") : null;
    if (alt && !alt.success) return refuse(firstMessage(alt.error), 400);

    let photo = null;
    if (file) {
      try {
        photo = await photoFromUpload(storage, file);
      } catch (error) {
        if (error instanceof PhotoRefusedError) return fail(error.message, 400, target);
        logger.error({ err: error }, "processing a portfolio photo failed");
        return fail(MESSAGES.storageFailed, 503, target);
      }
    }
    try {
      const itemId =
        item?.success === true ? await createPortfolioItem(db, user.id, item.data) : (fields.id ?? "");
      if (photo && alt?.success) {
        const added = await addPortfolioPhoto(db, storage, user.id, itemId, photo, alt.data);
        if (!added) return fail(MESSAGES.notFound, 404, target);
      }
      return data<ActionData>({
        notice: item?.success ? MESSAGES.created(item.data.title) : MESSAGES.photoAdded,
        target,
      });
    } catch (error) {
      logger.error({ err: error }, "recording a portfolio change failed");
      return fail(MESSAGES.storageFailed, 503, target);
    }
  }

  const form = await readForm(request);
  const id = form.id ?? "";
  switch (form.intent) {
    case "update": {
      const parsed = portfolioItemSchema.safeParse(form);
      if (!parsed.success) return fail(firstMessage(parsed.error), 400, id);
      if (!(await updatePortfolioItem(db, user.id, id, parsed.data))) return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: MESSAGES.updated, target: id });
    }
    case "up":
    case "down": {
      if (!(await movePortfolioItem(db, user.id, id, form.intent)))
        return data<ActionData>({ notice: MESSAGES.notMoved });
      return data<ActionData>({ notice: MESSAGES.moved });
    }
    case "show":
    case "hide": {
      const visible = form.intent === "show";
      if (!(await setPortfolioItemVisible(db, user.id, id, visible))) return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: visible ? MESSAGES.shown : MESSAGES.hidden });
    }
    case "delete": {
      if (!(await deletePortfolioItem(db, storage, user.id, id))) return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: MESSAGES.deleted });
    }
    case "cover-photo": {
      if (!(await makeCoverPhoto(db, user.id, form.photoId ?? ""))) return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: MESSAGES.photoCover });
    }
    case "photo-alt": {
      const photoId = form.photoId ?? "";
      const alt = altTextSchema.safeParse(form.alt ?? "");
      if (!alt.success) return fail(firstMessage(alt.error), 400, photoId);
      if (!(await updatePhotoAlt(db, user.id, photoId, alt.data))) return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: MESSAGES.photoAlt });
    }
    case "remove-photo": {
      if (!(await removePortfolioPhoto(db, storage, user.id, form.photoId ?? "")))
        return fail(MESSAGES.notFound, 404);
      return data<ActionData>({ notice: MESSAGES.photoRemoved });
    }
    default:
      return fail(MESSAGES.unknown, 400);
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Portfolio", matches[0].loaderData.site);

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function PortfolioAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = useSending();
  const { items } = loaderData;
  // The form a photo was last sent from: a refused body names no target, the browser remembers it.
  const [uploadTarget, setUploadTarget] = useState<string>();
  // Moving an item down moves its element in the page, which drops the keyboard focus: once the move is
  // done, focus goes back to the same button of the moved item, so it can be pressed again.
  const moved = useRef<{ id: string; intent: string } | null>(null);
  useEffect(() => {
    const moving = navigation.formData?.get("intent");
    if (moving === "up" || moving === "down") {
      moved.current = { id: String(navigation.formData?.get("id")), intent: moving };
      return;
    }
    if (navigation.state !== "idle" || !moved.current) return;
    const { id, intent } = moved.current;
    moved.current = null;
    document
      .querySelector<HTMLButtonElement>(
        `[data-portfolio-admin-item="${CSS.escape(id)}"] button[data-intent="${intent}"]`,
      )
      ?.focus();
  }, [navigation.state, navigation.formData]);
  // A field error shows beside the form it belongs to; everything else at the top (a refused photo too when
  // the page was sent without JavaScript).
  const topError =
    (actionData?.target ? undefined : actionData?.formError) ??
    (uploadTarget ? undefined : actionData?.photoError);
  const errorFor = (target: string) => (actionData?.target === target ? actionData.formError : undefined);
  const photoErrorFor = (target: string) => (uploadTarget === target ? actionData?.photoError : undefined);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Portfolio</h1>
      <p className="max-w-prose text-slate-700">
        Zichtbare projecten met een foto staan op /portfolio, de bovenste drie ook op de homepagina, en elk
        project bij zijn dienst. Foto&apos;s worden verkleind en zonder locatiegegevens opgeslagen.
      </p>
      <FormError message={topError} />
      <Notice message={actionData?.notice} />

      <Card>
        <h2 className="mb-4 text-xl font-semibold text-ink">Nieuw project</h2>
        <Form
          method="post"
          encType="multipart/form-data"
          aria-label="Nieuw project"
          className="grid gap-4"
          onSubmit={() => setUploadTarget("new")}
          key={actionData?.target === "new" && actionData.notice ? actionData.notice : "new"}
        >
          <input type="hidden" name="intent" value="create" />
          <ItemFields prefix="new" />
          <PhotoFields prefix="new" required={false} error={photoErrorFor("new")} />
          <FormError message={errorFor("new")} />
          <div>
            <Button type="submit" busy={busy}>
              {busy && navigation.formEncType === "multipart/form-data"
                ? "Bezig met opslaan..."
                : "Project toevoegen"}
            </Button>
          </div>
        </Form>
      </Card>

      {items.length === 0 ? (
        <p className="text-slate-700">Er staan nog geen projecten in het portfolio.</p>
      ) : (
        <ol className="space-y-6" aria-label="Projecten, in de volgorde van de website">
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                first={index === 0}
                last={index === items.length - 1}
                busy={busy}
                error={errorFor(item.id)}
                photoError={errorFor}
                photoFieldError={photoErrorFor(item.id)}
                onPhotoSubmit={() => setUploadTarget(item.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ItemFields({ prefix, item }: { prefix: string; item?: Item }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${prefix}-title`}>Titel</Label>
        <Input id={`${prefix}-title`} name="title" required maxLength={120} defaultValue={item?.title} />
      </div>
      <div>
        <Label htmlFor={`${prefix}-sector`}>Branche</Label>
        <Input id={`${prefix}-sector`} name="sector" required maxLength={120} defaultValue={item?.sector} />
      </div>
      <div>
        <Label htmlFor={`${prefix}-service`}>Dienst</Label>
        <Select id={`${prefix}-service`} name="service" defaultValue={item?.service ?? PORTFOLIO_SERVICES[0]}>
          {PORTFOLIO_SERVICES.map((slug) => (
            <option key={slug} value={slug}>
              {serviceLinks[slug].label}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${prefix}-description`}>Beschrijving</Label>
        <Textarea
          id={`${prefix}-description`}
          name="description"
          required
          maxLength={1000}
          rows={3}
          defaultValue={item?.description}
        />
      </div>
    </div>
  );
}

function PhotoFields({ prefix, required, error }: { prefix: string; required: boolean; error?: string }) {
  const sizeCheck = useFileSizeCheck(PORTFOLIO_UPLOAD);
  const shown = sizeCheck.error ?? error;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${prefix}-photo`}>{required ? "Foto" : "Foto (optioneel)"}</Label>
        <Input
          id={`${prefix}-photo`}
          name="photo"
          type="file"
          accept={PHOTO_ACCEPT}
          required={required}
          className="py-2"
          onChange={sizeCheck.onChange}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${prefix}-photo-hint ${prefix}-photo-error` : `${prefix}-photo-hint`}
        />
        <p id={`${prefix}-photo-hint`} className="mt-1 text-sm text-slate-600">
          {PHOTO_HINT}
        </p>
        {shown ? (
          <p id={`${prefix}-photo-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {shown}
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor={`${prefix}-alt`}>Beschrijving van de foto (alt-tekst)</Label>
        <Input
          id={`${prefix}-alt`}
          name="alt"
          maxLength={300}
          required={required}
          aria-describedby={`${prefix}-alt-hint`}
        />
        <p id={`${prefix}-alt-hint`} className="mt-1 text-sm text-slate-600">
          Verplicht bij een foto: wat is er te zien? Bijvoorbeeld „Witte bestelbus met rood logo op de
          zijkant”.
        </p>
      </div>
    </div>
  );
}

function ItemCard({
  item,
  first,
  last,
  busy,
  error,
  photoError,
  photoFieldError,
  onPhotoSubmit,
}: {
  item: Item;
  first: boolean;
  last: boolean;
  busy: boolean;
  error?: string;
  /** The error of a form that belongs to one photo (its alt text). */
  photoError: (photoId: string) => string | undefined;
  /** The upload reader's refusal of a photo sent from this card. */
  photoFieldError?: string;
  onPhotoSubmit: () => void;
}) {
  const small = (intent: string, label: string, disabled = false) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      {/* At the top or bottom the button stays focusable too: a move there leaves the focus on it. */}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        busy={busy}
        aria-disabled={disabled || undefined}
        data-intent={intent}
      >
        {label}
        <span className="sr-only"> {item.title}</span>
      </Button>
    </Form>
  );
  return (
    <Card data-portfolio-admin-item={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{item.title}</h2>
          <p className="text-sm text-slate-700">
            {item.visible
              ? item.photos.length
                ? "Zichtbaar op de website"
                : "Zichtbaar zodra er een foto is"
              : "Verborgen"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {small("up", "Omhoog", first)}
          {small("down", "Omlaag", last)}
          {small(item.visible ? "hide" : "show", item.visible ? "Verbergen" : "Tonen")}
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(`„${item.title}” en de foto's definitief verwijderen?`))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" size="sm" variant="outline" busy={busy}>
              Verwijderen
              <span className="sr-only"> {item.title}</span>
            </Button>
          </Form>
        </div>
      </div>

      {item.photos.length ? (
        <ul className="mt-4 flex flex-wrap gap-4" aria-label={`Foto's van ${item.title}`}>
          {item.photos.map((photo, index) => (
            <li key={item.photoIds[index]} className="w-40">
              <ResponsivePicture
                photo={photo}
                sizes="160px"
                className="aspect-[4/3] rounded-lg bg-slate-100 object-cover"
              />
              <p className="mt-1 line-clamp-2 text-xs text-slate-600">{photo.alt}</p>
              <PhotoActions
                photoId={item.photoIds[index]!}
                alt={photo.alt}
                cover={index === 0}
                busy={busy}
                error={photoError(item.photoIds[index]!)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <FormError message={error} />

      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">Project bewerken</summary>
        <Form method="post" className="mt-3 grid gap-4" aria-label={`${item.title} bewerken`}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={item.id} />
          <ItemFields prefix={`edit-${item.id}`} item={item} />
          <div>
            <Button type="submit" size="sm" busy={busy}>
              Opslaan
            </Button>
          </div>
        </Form>
      </details>

      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-3 border-t border-slate-200 pt-4"
        aria-label={`Foto toevoegen aan ${item.title}`}
        onSubmit={onPhotoSubmit}
      >
        <input type="hidden" name="intent" value="add-photo" />
        <input type="hidden" name="id" value={item.id} />
        <PhotoFields prefix={`photo-${item.id}`} required error={photoFieldError} />
        <div>
          <Button type="submit" size="sm" busy={busy}>
            Foto toevoegen
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Per photo: put it first (the photo the website shows), change its alt text, remove it. */
function PhotoActions({
  photoId,
  alt,
  cover,
  busy,
  error,
}: {
  photoId: string;
  alt: string;
  cover: boolean;
  busy: boolean;
  error?: string;
}) {
  const photoButton = (intent: string, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photoId} />
      <Button type="submit" size="sm" variant="outline" busy={busy}>
        {label}
        <span className="sr-only">: {alt}</span>
      </Button>
    </Form>
  );
  return (
    <div className="mt-1 grid gap-1">
      {cover ? (
        <p className="text-xs font-semibold text-slate-700">Getoond op de website</p>
      ) : (
        photoButton("cover-photo", "Vooraan zetten")
      )}
      <details open={Boolean(error)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Alt-tekst wijzigen<span className="sr-only">: {alt}</span>
        </summary>
        <Form method="post" className="mt-1 grid gap-1" aria-label={`Alt-tekst van ${alt}`}>
          <input type="hidden" name="intent" value="photo-alt" />
          <input type="hidden" name="photoId" value={photoId} />
          <Label htmlFor={`alt-${photoId}`} className="sr-only">
            Nieuwe alt-tekst
          </Label>
          <Textarea
            id={`alt-${photoId}`}
            name="alt"
            rows={3}
            maxLength={300}
            required
            defaultValue={alt}
            aria-invalid={error ? true : undefined}
          />
          <FormError message={error} />
          <div>
            <Button type="submit" size="sm" busy={busy}>
              Alt-tekst opslaan
            </Button>
          </div>
        </Form>
      </details>
      {photoButton("remove-photo", "Foto verwijderen")}
    </div>
  );
}
