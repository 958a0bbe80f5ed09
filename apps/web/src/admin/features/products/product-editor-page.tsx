// Create or edit a product: what physicians read on the products pages (name, the description as rich
// text, the medicine insert, the image) and the countries it is for. Editing an approved product starts
// a new version.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct, ProductDraftInput } from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { TextField } from '#components/ui/form-field.tsx';
import { MediaReferenceFields } from '../../components/media-reference-fields.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import {
  FormCountriesFieldset,
  useVersionForm,
  VersionEditor,
} from '../../components/versioned/version-editor.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { productsApi } from './api.ts';

/** Empty, an uploaded file's path, or an https URL (the API's media path rule). */
const mediaPath = z
  .string()
  .trim()
  .regex(/^(|\/media\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/);

const formSchema = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().max(20_000),
  medicineInsert: mediaPath,
  thumbnailUrl: mediaPath,
  countries: z.array(z.enum(COUNTRY_CODES)).min(1),
});
type FormValues = z.infer<typeof formSchema>;

/** The insert and the image: each a path typed or filled by its upload. */
const MEDIA_FIELDS = [
  {
    name: 'medicineInsert',
    id: 'product-insert',
    label: 'products.medicineInsert',
    fileLabel: 'products.medicineInsertFile',
    accept: 'pdf',
    previewAlt: null,
  },
  {
    name: 'thumbnailUrl',
    id: 'product-thumbnail',
    label: 'products.thumbnail',
    fileLabel: 'products.thumbnailFile',
    accept: 'image',
    previewAlt: 'products.thumbnailAlt',
  },
] as const;

const EMPTY: FormValues = { name: '', description: '', medicineInsert: '', thumbnailUrl: '', countries: [] };

/** The form's values for the latest version. */
function toValues(latest: AdminProduct['latest']): FormValues {
  return {
    name: latest.name,
    description: latest.description ?? '',
    medicineInsert: latest.medicineInsert ?? '',
    thumbnailUrl: latest.thumbnailUrl ?? '',
    countries: latest.countries,
  };
}

export function ProductEditorPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const navigate = useNavigate();
  const { form, save, latest, uploads, frame } = useVersionForm(productsApi, id, {
    resolver: zodResolver(formSchema),
    empty: EMPTY,
    toValues,
    savedId: (saved) => saved.latest.productId,
  });

  const toDraft = (v: FormValues): ProductDraftInput => ({
    name: v.name,
    description: v.description.trim() || null,
    medicineInsert: v.medicineInsert || null,
    thumbnailUrl: v.thumbnailUrl || null,
    countries: v.countries,
  });

  const { errors } = form.formState;

  return (
    <VersionEditor
      heading={latest ? t('products.editHeading', { name: latest.name }) : t('products.newHeading')}
      status={latest?.status}
      back={
        latest && id
          ? { to: `/products/${id}`, label: latest.name }
          : { to: '/products', label: t('products.nav') }
      }
      note={latest?.status === 'approved' ? t('products.newVersion') : null}
      onSubmit={form.handleSubmit((values) => save.mutation.mutate(toDraft(values)))}
      {...frame}
      onCancel={() => navigate(id ? `/products/${id}` : '/products')}
    >
      <TextField
        id="product-name"
        label={t('products.name')}
        required
        registration={form.register('name')}
        error={errors.name ? t('common.invalid') : null}
      />
      <RichTextField
        id="product-description"
        label={t('products.description')}
        profile="content"
        value={form.watch('description')}
        onChange={(html) => form.setValue('description', html, { shouldDirty: true })}
      />
      {MEDIA_FIELDS.map((field) => (
        <MediaReferenceFields
          key={field.name}
          form={form}
          name={field.name}
          id={field.id}
          label={t(field.label)}
          pathHint={t('products.pathHint')}
          invalidText={t('products.invalidPath')}
          fileLabel={t(field.fileLabel)}
          hint={t('products.fileHint')}
          accept={[field.accept]}
          previewAlt={field.previewAlt ? t(field.previewAlt) : undefined}
          validateAfterSubmit
          onUploadBusy={uploads.onUploadBusy}
        />
      ))}
      <FormCountriesFieldset form={form} idPrefix="product" legend={t('products.countries')} />
    </VersionEditor>
  );
}
