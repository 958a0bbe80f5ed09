// The item's type and regulatory fields: main cluster (the physician's tag), media kind, participant,
// medicine insert, additional information, and the products it is about (those shown in every country
// of the item). Errors sit next to their field.
import { AUTHORED_MAIN_CLUSTERS, PLAYABLE_KINDS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChoiceField, InputField } from '../../components/fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { MultiSelect } from '../../components/multi-select.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { contentProductsQuery } from './api.ts';
import {
  type AuthoredCluster,
  type ContentFieldsState,
  errorKindOf,
  type FieldErrors,
} from './content-fields-form.ts';

interface Props {
  value: ContentFieldsState;
  onChange: (next: ContentFieldsState) => void;
  /** The item's countries as chosen above. */
  countries: readonly string[];
  errors: FieldErrors;
  /** Told when the insert's upload starts or ends (the editor waits for it before saving). */
  onUploadBusy?: (field: string, busy: boolean) => void;
}

export function RegulatoryFields({ value, onChange, countries, errors, onUploadBusy }: Props) {
  const { t } = useI18n();
  const set = (patch: Partial<ContentFieldsState>) => onChange({ ...value, ...patch });
  const errorAt = (path: string) =>
    errors.has(path) ? t(`contentFields.errors.${errorKindOf(path)}`) : null;
  return (
    <fieldset className="admin-fieldset" data-testid="content-regulatory">
      <legend>{t('contentFields.regulatory')}</legend>
      <ChoiceField
        id="content-main-cluster"
        label={t('contentFields.mainCluster')}
        value={value.mainCluster}
        onChange={(cluster) => set({ mainCluster: cluster as AuthoredCluster })}
        options={AUTHORED_MAIN_CLUSTERS.map((c) => [c, t(`contentFields.clusters.${c}`)])}
        error={errorAt('mainCluster')}
      />
      <ChoiceField
        id="content-media-kind"
        label={t('contentFields.mediaKind')}
        value={value.mediaKind}
        onChange={(kind) => set({ mediaKind: kind as ContentFieldsState['mediaKind'] })}
        options={PLAYABLE_KINDS.map((k) => [k, t(`contentFields.mediaKinds.${k}`)])}
        error={errorAt('mediaKind')}
      />
      <InputField
        id="content-participant"
        label={t('contentFields.participant')}
        value={value.participant}
        onChange={(participant) => set({ participant })}
        maxLength={200}
      />
      <InputField
        id="content-medicine-insert"
        label={t('contentFields.medicineInsert')}
        value={value.medicineInsert}
        onChange={(medicineInsert) => set({ medicineInsert })}
        error={errorAt('medicineInsert')}
      />
      <MediaUploadField
        id="content-medicine-insert-file"
        label={t('contentFields.medicineInsertFile')}
        hint={t('contentFields.fileHint')}
        accept={['pdf']}
        value={value.medicineInsert || null}
        onChange={(url) => set({ medicineInsert: url ?? '' })}
        onBusy={(busy) => onUploadBusy?.('medicine-insert', busy)}
      />
      <RichTextField
        id="content-additional-information"
        label={t('contentFields.additionalInformation')}
        profile="content"
        value={value.additionalInformation}
        onChange={(html) => set({ additionalInformation: html })}
      />
      <ProductsFieldset
        selected={value.products}
        onChange={(products) => set({ products })}
        countries={countries}
        errorAt={errorAt}
      />
    </fieldset>
  );
}

function ProductsFieldset({
  selected,
  onChange,
  countries,
  errorAt,
}: {
  selected: string[];
  onChange: (next: string[]) => void;
  countries: readonly string[];
  errorAt: (path: string) => string | null;
}) {
  const { t } = useI18n();
  const options = useQuery(contentProductsQuery);
  // Offered: shown in every chosen country; kept in view: what is picked already, so it can be unpicked.
  const offered = (options.data?.products ?? []).filter(
    (p) =>
      selected.includes(p.id) || (countries.length > 0 && countries.every((c) => p.countries.includes(c))),
  );
  return (
    <MultiSelect
      id="content-products"
      label={t('contentFields.products')}
      hint={t('contentFields.productsHint')}
      options={offered.map((p) => ({ value: p.id, label: p.name }))}
      selected={selected}
      onChange={onChange}
      optionError={(id) => errorAt(`products.${selected.indexOf(id)}`)}
    >
      {countries.length === 0 ? (
        <p className="admin-note">{t('contentFields.chooseCountries')}</p>
      ) : options.isPending ? (
        <p className="admin-status">{t('contentFields.productsLoading')}</p>
      ) : options.isSuccess && offered.length === 0 ? (
        <p className="admin-note">{t('contentFields.noProducts')}</p>
      ) : null}
    </MultiSelect>
  );
}
