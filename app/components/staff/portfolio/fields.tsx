// The fields of a portfolio project and of a photo, shared by the new-project form, the edit form and the
// per-project photo form.
import { serviceLinks } from "~/components/portfolio-grid";
import { Input, Label, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useFileSizeCheck } from "~/hooks/use-file-size-check";
import { describeKinds, formatMegabytes } from "~/lib/file-kind";
import { PORTFOLIO_SERVICES, PORTFOLIO_UPLOAD } from "~/lib/portfolio";

const PHOTO_HINT = `${describeKinds(PORTFOLIO_UPLOAD.accept)}, maximaal ${formatMegabytes(PORTFOLIO_UPLOAD.maxFileBytes)}. Een foto van je telefoon kan direct.`;
const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,.avif,.tif,.tiff";

export interface ItemValues {
  title: string;
  sector: string;
  service: string;
  description: string;
}

export function ItemFields({ prefix, item }: { prefix: string; item?: ItemValues }) {
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

export function PhotoFields({
  prefix,
  required,
  error,
}: {
  prefix: string;
  required: boolean;
  error?: string;
}) {
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
