// The item's structure: seasons (each a titled, ordered list of episodes), episodes outside seasons, and
// lessons — every list edited in place with add, remove and move up/down buttons (plain buttons, so the
// keyboard does it all; focus follows the moved row). Media and thumbnails are /media paths or https,
// typed or filled by an upload beside them.
import { useEffect, useRef } from 'react';
import { InputField, TextAreaField } from '../../components/fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import './content-fields.css';
import {
  type ContentFieldsState,
  emptyPart,
  emptySeason,
  errorKindOf,
  type FieldErrors,
  type PartState,
} from './content-fields-form.ts';

/** Told when an upload of a field starts or ends (the editor waits for them before saving). */
type UploadBusy = (field: string, busy: boolean) => void;

interface Props {
  value: ContentFieldsState;
  onChange: (next: ContentFieldsState) => void;
  errors: FieldErrors;
  onUploadBusy?: UploadBusy;
}

/** Moves item `from` to `to` (both in range). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** After a move, focus the same button on the row's new place (or its other move button at an end). */
function useFocusAfterMove() {
  const pending = useRef<{ id: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { id, fallback } = pending.current;
    pending.current = null;
    const target = document.getElementById(id) as HTMLButtonElement | null;
    (target && !target.disabled ? target : document.getElementById(fallback))?.focus();
  });
  return (id: string, fallback: string) => {
    pending.current = { id, fallback };
  };
}

function MoveButtons({
  idPrefix,
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const focusAfter = useFocusAfterMove();
  const move = (to: number, dir: 'up' | 'down') => {
    focusAfter(`${idPrefix}-${to}-${dir}`, `${idPrefix}-${to}-${dir === 'up' ? 'down' : 'up'}`);
    onMove(to);
  };
  return (
    <div className="page__actions">
      <button
        id={`${idPrefix}-${index}-up`}
        type="button"
        className="button button--secondary button--small"
        onClick={() => move(index - 1, 'up')}
        disabled={index === 0}
      >
        {labels.up}
      </button>
      <button
        id={`${idPrefix}-${index}-down`}
        type="button"
        className="button button--secondary button--small"
        onClick={() => move(index + 1, 'down')}
        disabled={index === count - 1}
      >
        {labels.down}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        {labels.remove}
      </button>
    </div>
  );
}

/** An ordered list of episodes or lessons; `path` is the API's path of the list (`seasons.0.episodes`). */
function PartList({
  path,
  nameOf,
  heading,
  addLabel,
  parts,
  onChange,
  errors,
  onUploadBusy,
}: {
  path: string;
  /** The row's name for its legend and buttons (1-based). */
  nameOf: (n: number) => string;
  heading: string;
  addLabel: string;
  parts: PartState[];
  onChange: (next: PartState[]) => void;
  errors: FieldErrors;
  onUploadBusy?: UploadBusy;
}) {
  const { t } = useI18n();
  const idPrefix = `content-${path.replaceAll('.', '-')}`;
  const update = (index: number, patch: Partial<PartState>) =>
    onChange(parts.map((part, i) => (i === index ? { ...part, ...patch } : part)));
  const errorAt = (p: string) => (errors.has(p) ? t(`contentFields.errors.${errorKindOf(p)}`) : null);
  const add = () => {
    onChange([...parts, emptyPart()]);
    // The new row's title, once rendered.
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${parts.length}-title`)?.focus());
  };
  return (
    <section className="admin-parts" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{heading}</h2>
      {parts.length === 0 ? <p className="admin-note">{t('contentFields.empty')}</p> : null}
      <ol className="admin-parts__list">
        {parts.map((part, index) => {
          const name = nameOf(index + 1);
          const id = `${idPrefix}-${index}`;
          const at = `${path}.${index}`;
          return (
            <li key={part.rowId}>
              <fieldset className="admin-fieldset" data-testid={id}>
                <legend>{name}</legend>
                <InputField
                  id={`${id}-title`}
                  label={t('contentFields.partTitle')}
                  required
                  value={part.title}
                  onChange={(title) => update(index, { title })}
                  error={errorAt(`${at}.title`)}
                  maxLength={200}
                />
                <TextAreaField
                  id={`${id}-synopsis`}
                  label={t('contentFields.partSynopsis')}
                  rows={2}
                  value={part.synopsis}
                  onChange={(text) => update(index, { synopsis: text })}
                />
                <InputField
                  id={`${id}-media`}
                  label={t('contentFields.partMedia')}
                  value={part.mediaUrl}
                  onChange={(mediaUrl) => update(index, { mediaUrl })}
                  error={errorAt(`${at}.mediaUrl`)}
                />
                <MediaUploadField
                  id={`${id}-media-file`}
                  label={t('contentFields.partMediaFile')}
                  hint={t('contentFields.fileHint')}
                  accept={['video', 'audio']}
                  value={part.mediaUrl || null}
                  onChange={(url) => update(index, { mediaUrl: url ?? '' })}
                  onBusy={(busy) => onUploadBusy?.(`${id}-media`, busy)}
                />
                <InputField
                  id={`${id}-duration`}
                  label={t('contentFields.partDuration')}
                  value={part.duration}
                  onChange={(duration) => update(index, { duration })}
                  error={errorAt(`${at}.duration`)}
                />
                <InputField
                  id={`${id}-thumbnail`}
                  label={t('contentFields.partThumbnail')}
                  value={part.thumbnailUrl}
                  onChange={(thumbnailUrl) => update(index, { thumbnailUrl })}
                  error={errorAt(`${at}.thumbnailUrl`)}
                />
                <MediaUploadField
                  id={`${id}-thumbnail-file`}
                  label={t('contentFields.partThumbnailFile')}
                  hint={t('contentFields.fileHint')}
                  accept={['image']}
                  value={part.thumbnailUrl || null}
                  onChange={(url) => update(index, { thumbnailUrl: url ?? '' })}
                  onBusy={(busy) => onUploadBusy?.(`${id}-thumbnail`, busy)}
                  previewAlt={t('contentFields.partThumbnailAlt', { part: name })}
                />
                <MoveButtons
                  idPrefix={idPrefix}
                  index={index}
                  count={parts.length}
                  labels={{
                    up: t('contentFields.moveUp', { part: name }),
                    down: t('contentFields.moveDown', { part: name }),
                    remove: t('contentFields.remove', { part: name }),
                  }}
                  onMove={(to) => onChange(moved(parts, index, to))}
                  onRemove={() => onChange(parts.filter((_, i) => i !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary button--small" onClick={add}>
        {addLabel}
      </button>
    </section>
  );
}

export function StructureFields({ value, onChange, errors, onUploadBusy }: Props) {
  const { t } = useI18n();
  const set = (patch: Partial<ContentFieldsState>) => onChange({ ...value, ...patch });
  const seasons = value.seasons;
  const updateSeason = (index: number, patch: Partial<(typeof seasons)[number]>) =>
    set({ seasons: seasons.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  return (
    <details className="admin-details" open data-testid="content-structure">
      <summary>{t('contentFields.structure')}</summary>
      <p className="admin-note">{t('contentFields.structureHint')}</p>
      <section className="admin-parts" aria-labelledby="content-seasons-heading">
        <h2 id="content-seasons-heading">{t('contentFields.seasons')}</h2>
        <ol className="admin-parts__list">
          {seasons.map((season, index) => {
            const n = index + 1;
            return (
              <li key={season.rowId}>
                <fieldset className="admin-fieldset" data-testid={`content-seasons-${index}`}>
                  <legend>{t('contentFields.season', { n })}</legend>
                  <InputField
                    id={`content-seasons-${index}-title`}
                    label={t('contentFields.seasonTitle', { n })}
                    required
                    value={season.title}
                    onChange={(title) => updateSeason(index, { title })}
                    error={errors.has(`seasons.${index}.title`) ? t('contentFields.errors.title') : null}
                    maxLength={200}
                  />
                  <PartList
                    path={`seasons.${index}.episodes`}
                    nameOf={(e) => t('contentFields.seasonEpisode', { s: n, n: e })}
                    heading={t('contentFields.seasonEpisodes', { n })}
                    addLabel={t('contentFields.addSeasonEpisode', { n })}
                    parts={season.episodes}
                    onChange={(episodes) => updateSeason(index, { episodes })}
                    errors={errors}
                    onUploadBusy={onUploadBusy}
                  />
                  <MoveButtons
                    idPrefix="content-seasons"
                    index={index}
                    count={seasons.length}
                    labels={{
                      up: t('contentFields.moveSeasonUp', { n }),
                      down: t('contentFields.moveSeasonDown', { n }),
                      remove: t('contentFields.removeSeason', { n }),
                    }}
                    onMove={(to) => set({ seasons: moved(seasons, index, to) })}
                    onRemove={() => set({ seasons: seasons.filter((_, i) => i !== index) })}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => set({ seasons: [...seasons, emptySeason()] })}
        >
          {t('contentFields.addSeason')}
        </button>
      </section>
      <PartList
        path="episodes"
        nameOf={(n) => t('contentFields.episode', { n })}
        heading={t('contentFields.episodes')}
        addLabel={t('contentFields.addEpisode')}
        parts={value.episodes}
        onChange={(episodes) => set({ episodes })}
        errors={errors}
        onUploadBusy={onUploadBusy}
      />
      <PartList
        path="lessons"
        nameOf={(n) => t('contentFields.lesson', { n })}
        heading={t('contentFields.lessons')}
        addLabel={t('contentFields.addLesson')}
        parts={value.lessons}
        onChange={(lessons) => set({ lessons })}
        errors={errors}
        onUploadBusy={onUploadBusy}
      />
    </details>
  );
}
