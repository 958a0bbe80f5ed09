// The editor of a versioned record (a new one, or the next version of one): the frame around the
// record's own fields (heading, the "a new version will be reviewed" note, the save error, Save and
// Cancel, which asks before discarding typed data), the countries fieldset and the language select; useVersionSave saves and opens the record.
//
// Use: const { form, save, latest, uploads, frame } = useVersionForm(eventsApi, id, { resolver, empty, toValues, savedId });
//      <VersionEditor {...frame} heading={...} status={latest?.status} back={{ to: '/events', label: ... }}
//        note={latest?.status === 'approved' ? t('...newVersion') : null}
//        onSubmit={form.handleSubmit((values) => save.mutation.mutate(toDraft(values)))}
//        onCancel={() => navigate(-1)}>
//        ...<TextField .../>, <LanguageField .../>, <FormCountriesFieldset form={form} .../>
//      </VersionEditor>
import type { ContentVersionStatus } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import type { VersionedKind } from '../../lib/versioned-api.ts';
import { ConsoleForm } from '../console-form.tsx';
import { errorText } from '../feedback.tsx';
import { MultiSelect } from '../multi-select.tsx';
import { PageHeader } from '../page-header.tsx';
import { useUploadsBusy } from '../use-uploads-busy.ts';
import { VersionStatusBadge } from './version-summary.tsx';

/** Saves a draft (`id` undefined: a new record), then opens the record; `error` says why it failed. */
export function useVersionSave<Draft, T>(
  api: {
    kind: VersionedKind;
    listQuery: { queryKey: QueryKey };
    save: (id: string | undefined, draft: Draft) => Promise<T>;
  },
  id: string | undefined,
  savedId: (saved: T) => string,
) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (draft: Draft) => api.save(id, draft),
    onSuccess: async (saved) => {
      // Every query of the kind: the list, and this record's page.
      await queryClient.invalidateQueries({ queryKey: api.listQuery.queryKey });
      navigate(`${api.kind.path}/${savedId(saved)}`);
    },
  });
  return { mutation, error: mutation.isError ? errorText(t, mutation.error) : null };
}

/**
 * The editor's form and save: the record's latest version is asked for (when editing) and put in the
 * form as it arrives (`toValues`, kept stable: a module-level function), and `save` saves and opens it.
 * `uploads` follows the upload fields, and `frame` is what VersionEditor needs of all this: the save's
 * error, busy while saving or uploading (saving waits for every upload), dirty once something is typed.
 */
export function useVersionForm<
  Values extends FieldValues,
  Item extends { latest: unknown },
  Draft,
  Key extends QueryKey,
>(
  api: Parameters<typeof useVersionSave<Draft, Item>>[0] & {
    query: (id: string) => UseQueryOptions<Item, Error, Item, Key>;
  },
  id: string | undefined,
  {
    resolver,
    empty,
    toValues,
    savedId,
  }: {
    resolver: Resolver<Values>;
    empty: DefaultValues<Values>;
    toValues: (latest: Item['latest']) => Values;
    savedId: (saved: Item) => string;
  },
) {
  const existing = useQuery({ ...api.query(id ?? ''), enabled: !!id });
  const form = useForm<Values>({ resolver, defaultValues: empty });
  const save = useVersionSave(api, id, savedId);
  const uploads = useUploadsBusy();
  const latest = existing.data?.latest as Item['latest'] | undefined;
  useEffect(() => {
    if (latest) form.reset(toValues(latest));
  }, [latest, form, toValues]);
  const frame = {
    error: save.error,
    busy: save.mutation.isPending || uploads.busy,
    dirty: form.formState.isDirty,
  };
  return { form, save, latest, uploads, frame };
}

export function VersionEditor({
  heading,
  status,
  back,
  note,
  onSubmit,
  error,
  busy,
  dirty,
  onCancel,
  children,
}: {
  heading: string;
  /** The status of the version being edited (none for a new record), beside the heading. */
  status?: ContentVersionStatus | undefined;
  /** The page one level up: the record (editing) or the kind's list (a new one). */
  back: { to: string; label: string };
  /** Said above the form (editing an approved version starts a new one). */
  note: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  busy: boolean;
  /** Something typed is unsaved: Cancel asks before throwing it away. */
  dirty: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const cancel = () => {
    if (dirty && !window.confirm(t('common.discardConfirm'))) return;
    onCancel();
  };
  return (
    <>
      <PageHeader
        title={heading}
        back={back}
        state={status ? <VersionStatusBadge status={status} testId="editor-status" /> : null}
      />
      {note ? <p className="admin-note">{note}</p> : null}
      <ConsoleForm onSubmit={onSubmit}>
        {children}
        <FormFooter error={error} busy={busy} label={t('common.save')} busyLabel={t('common.save')}>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {t('common.cancel')}
          </button>
        </FormFooter>
      </ConsoleForm>
    </>
  );
}

/** The record's countries, out of the member's, named in the member's language. */
export function CountriesFieldset({
  idPrefix,
  legend,
  selected,
  onChange,
  invalid,
}: {
  idPrefix: string;
  legend: string;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  invalid: boolean;
}) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  return (
    <MultiSelect
      id={`${idPrefix}-countries`}
      label={legend}
      options={(me.data?.countries ?? []).map((code) => ({ value: code, label: t(`countryNames.${code}`) }))}
      selected={selected}
      onChange={onChange}
      error={invalid ? t('common.required') : null}
    />
  );
}

/** The record's countries as the `countries` field of its editor's react-hook-form form. */
export function FormCountriesFieldset<Values extends { countries: CountryCode[] }>({
  form,
  idPrefix,
  legend,
}: {
  form: UseFormReturn<Values>;
  idPrefix: string;
  legend: string;
}) {
  // react-hook-form cannot follow a field path through a generic form type; `countries` is there.
  const bound = form as unknown as UseFormReturn<{ countries: CountryCode[] }>;
  return (
    <CountriesFieldset
      idPrefix={idPrefix}
      legend={legend}
      selected={bound.watch('countries')}
      onChange={(next) =>
        bound.setValue('countries', next as CountryCode[], {
          shouldValidate: bound.formState.isSubmitted,
          shouldDirty: true,
        })
      }
      invalid={!!bound.formState.errors.countries}
    />
  );
}

/** The language the record is written in. */
export function LanguageField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={label} required>
      <select className="field__input" {...controlAria(id)} {...registration}>
        <option value="pt">{t('editor.languages.pt')}</option>
        <option value="es">{t('editor.languages.es')}</option>
      </select>
    </Field>
  );
}
