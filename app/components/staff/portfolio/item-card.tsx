// One project on the staff portfolio page: its state, the move/show/delete buttons, its photos with their
// actions, the edit form and (on demand, behind "Foto's toevoegen") the photo upload form.
import { Form } from "react-router";
import { ResponsivePicture } from "~/components/responsive-picture";
import { FormError } from "~/components/form/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import { portfolioAdminCopy as copy } from "~/content/staff-portfolio";
import type { PortfolioAnswer, PortfolioCard } from "~/lib/portfolio";
import { ItemFields, PhotoFields } from "./fields";
import { MoveButtons } from "./move-buttons";
import { UploadForm } from "./upload-form";
import { IntentButton } from "~/components/staff/intent-button";

export interface StaffItem extends PortfolioCard {
  visible: boolean;
  photoIds: string[];
}

export function ItemCard({
  item,
  first,
  last,
  busy,
  error,
  photoError,
  photoFieldError,
  onPhotoSend,
  onAnswer,
  onMoved,
}: {
  item: StaffItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  error?: string;
  /** The error of a form that belongs to one photo (its alt text). */
  photoError: (photoId: string) => string | undefined;
  /** The refusal of a photo sent from this card. */
  photoFieldError?: string;
  onPhotoSend: () => void;
  onAnswer: (answer: PortfolioAnswer) => void;
  onMoved: (message: string) => void;
}) {
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
          <MoveButtons id={item.id} title={item.title} first={first} last={last} onMoved={onMoved} />
          <IntentButton intent={item.visible ? "hide" : "show"} fields={{ id: item.id }} busy={busy}>
            {item.visible ? "Verbergen" : "Tonen"}
            <span className="sr-only"> {item.title}</span>
          </IntentButton>
          <IntentButton
            intent="delete"
            fields={{ id: item.id }}
            confirm={`„${item.title}” en de foto's definitief verwijderen?`}
            busy={busy}
          >
            Verwijderen
            <span className="sr-only"> {item.title}</span>
          </IntentButton>
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
        <summary className="cursor-pointer font-semibold text-brand-700">
          Project bewerken<span className="sr-only">: {item.title}</span>
        </summary>
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

      {/* On demand: a list of projects is not a wall of file inputs. Open when its photo was refused. */}
      <details className="mt-4 border-t border-slate-200 pt-4" open={Boolean(photoFieldError) || undefined}>
        <summary className="cursor-pointer font-semibold text-brand-700">
          {copy.addPhotos}
          <span className="sr-only">: {item.title}</span>
        </summary>
        <UploadForm
          id={`photo-${item.id}`}
          label={`Foto toevoegen aan ${item.title}`}
          className="mt-3 grid gap-3"
          onSend={onPhotoSend}
          onAnswer={onAnswer}
        >
          {(sending) => (
            <>
              <input type="hidden" name="intent" value="add-photo" />
              <input type="hidden" name="id" value={item.id} />
              <PhotoFields prefix={`photo-${item.id}`} required error={photoFieldError} />
              <div>
                <Button type="submit" size="sm" busy={busy || sending}>
                  {copy.addPhoto}
                </Button>
              </div>
            </>
          )}
        </UploadForm>
      </details>
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
