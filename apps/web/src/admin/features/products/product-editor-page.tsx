// Create or edit a product: what physicians read on the products pages (name, description, the medicine
// insert, the image) and the countries it is for. Editing an approved product starts a new version.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductDraftInput } from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { TextField } from '#components/ui/form-field.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import {
  CountriesFieldset,
  useVersionSave,
  VersionEditor,
} from '../../components/versioned/version-editor.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { productsApi } from './api.ts';
import { MediaPathField } from './media-path-field.tsx';

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

const EMPTY: FormValues = { name: '', description: '', medicineInsert: '', thumbnailUrl: '', countries: [] };

export function ProductEditorPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useQuery({ ...productsApi.query(id ?? ''), enabled: !!id });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const save = useVersionSave(productsApi, id, (saved) => saved.latest.productId);
  // Saving waits for running uploads (the image and the insert upload on their own).
  const [insertBusy, setInsertBusy] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const setPath = (field: 'medicineInsert' | 'thumbnailUrl') => (url: string | null) =>
    form.setValue(field, url ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const latest = existing.data?.latest;

  useEffect(() => {
    if (!latest) return;
    form.reset({
      name: latest.name,
      description: latest.description ?? '',
      medicineInsert: latest.medicineInsert ?? '',
      thumbnailUrl: latest.thumbnailUrl ?? '',
      countries: latest.countries,
    });
  }, [latest, form]);

  const toDraft = (v: FormValues): ProductDraftInput => ({
    name: v.name,
    description: v.description.trim() || null,
    medicineInsert: v.medicineInsert || null,
    thumbnailUrl: v.thumbnailUrl || null,
    countries: v.countries,
  });

  const cancel = () => {
    if (form.formState.isDirty && !window.confirm(t('products.discardConfirm'))) return;
    navigate(id ? `/products/${id}` : '/products');
  };

  const { errors } = form.formState;

  return (
    <VersionEditor
      heading={latest ? t('products.editHeading', { name: latest.name }) : t('products.newHeading')}
      note={latest?.status === 'approved' ? t('products.newVersion') : null}
      onSubmit={form.handleSubmit((values) => save.mutation.mutate(toDraft(values)))}
      error={save.error}
      busy={save.mutation.isPending || insertBusy || imageBusy}
      onCancel={cancel}
    >
      <TextField
        id="product-name"
        label={t('products.name')}
        required
        registration={form.register('name')}
        error={errors.name ? t('common.invalid') : null}
      />
      <TextAreaField
        id="product-description"
        label={t('products.description')}
        rows={6}
        registration={form.register('description')}
      />
      <MediaPathField
        id="product-insert"
        label={t('products.medicineInsert')}
        registration={form.register('medicineInsert')}
        invalid={!!errors.medicineInsert}
      />
      <MediaUploadField
        id="product-insert-file"
        label={t('products.medicineInsertFile')}
        hint={t('products.fileHint')}
        accept={['pdf']}
        value={form.watch('medicineInsert') || null}
        onChange={setPath('medicineInsert')}
        onBusy={setInsertBusy}
      />
      <MediaPathField
        id="product-thumbnail"
        label={t('products.thumbnail')}
        registration={form.register('thumbnailUrl')}
        invalid={!!errors.thumbnailUrl}
      />
      <MediaUploadField
        id="product-thumbnail-file"
        label={t('products.thumbnailFile')}
        hint={t('products.fileHint')}
        accept={['image']}
        value={form.watch('thumbnailUrl') || null}
        onChange={setPath('thumbnailUrl')}
        onBusy={setImageBusy}
        previewAlt={t('products.thumbnailAlt')}
      />
      <CountriesFieldset
        idPrefix="product"
        legend={t('products.countries')}
        selected={form.watch('countries')}
        onChange={(next) =>
          form.setValue('countries', next as FormValues['countries'], {
            shouldValidate: form.formState.isSubmitted,
            shouldDirty: true,
          })
        }
        invalid={!!errors.countries}
      />
    </VersionEditor>
  );
}
