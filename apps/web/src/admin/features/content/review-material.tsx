// The material itself on the item's page, before any decision: the player (video or audio, with its
// caption tracks), the attachments, and the physician's view of the latest version in each of the
// item's countries the member covers (tabs, the server's preview with the portal's HTML allowlist),
// then what changed since the last approval (content-changes.tsx).
import type { AdminContent, StaffMe } from '@portal/contracts';
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { contentPreviewQuery, mediaTextQuery } from './api.ts';
import { ContentChanges } from './content-changes.tsx';
import './review-material.css';

type Version = AdminContent['latest'];

function Player({ version }: { version: Version }) {
  const { t } = useI18n();
  const url = version.mediaUrl;
  const text = useQuery({ ...mediaTextQuery(url ?? ''), enabled: !!url?.startsWith('/media/') });
  if (!url) return <p>{t('material.noMedia')}</p>;
  const tracks = (text.data?.tracks ?? []).flatMap((track) =>
    track.captionsUrl ? [{ language: track.language, src: track.captionsUrl }] : [],
  );
  const captions = tracks.map((track) => (
    <track
      key={track.language}
      kind="captions"
      src={track.src}
      srcLang={track.language}
      label={track.language}
    />
  ));
  return version.mediaKind === 'audio' ? (
    // biome-ignore lint/a11y/useMediaCaption: the item's caption tracks are listed when it has any
    <audio controls preload="metadata" src={url} aria-label={t('material.audio')} data-testid="review-audio">
      {captions}
    </audio>
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the item's caption tracks are listed when it has any
    <video
      controls
      preload="metadata"
      src={url}
      poster={version.thumbnailUrl ?? undefined}
      width={640}
      height={360}
      aria-label={t('material.video')}
      data-testid="review-video"
      className="review-material__video"
    >
      {captions}
    </video>
  );
}

function Attachments({ version }: { version: Version }) {
  const { t } = useI18n();
  return (
    <>
      <h3 className="admin-subheading">{t('material.attachments')}</h3>
      {version.medicineInsert ? (
        <p>
          <a href={version.medicineInsert}>{t('material.medicineInsert')}</a>
        </p>
      ) : (
        <p>{t('material.noAttachments')}</p>
      )}
    </>
  );
}

function CountryView({ id, country }: { id: string; country: string }) {
  const { t } = useI18n();
  const preview = useQuery(contentPreviewQuery(id, country));
  if (!preview.data) return <p className="admin-status">{t('material.loading')}</p>;
  const view = preview.data;
  return (
    <article
      className="admin-preview"
      lang={COUNTRIES[view.country].pageLanguage}
      data-testid={`physician-view-${country}`}
    >
      <h3>{view.title}</h3>
      {view.synopsisHtml ? <ServerHtml className="" html={view.synopsisHtml} /> : null}
      {view.bodyHtml ? <ServerHtml className="" html={view.bodyHtml} /> : null}
      {view.additionalInformationHtml ? (
        <ServerHtml className="" html={view.additionalInformationHtml} />
      ) : null}
      <p className="admin-preview__code">{view.approvalCode ?? t('detail.previewNoCode')}</p>
    </article>
  );
}

/** The ARIA tabs pattern: one tab stop, arrows between tabs, the panel named by its tab. */
function CountryTabs({ id, countries }: { id: string; countries: readonly string[] }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(0);
  const tabs = useRef<HTMLDivElement>(null);
  const index = Math.min(chosen, countries.length - 1);
  const country = countries[index];
  if (!country) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + countries.length) % countries.length;
    setChosen(next);
    tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <>
      <h3 className="admin-subheading">{t('material.countries')}</h3>
      <div
        ref={tabs}
        role="tablist"
        aria-label={t('material.countries')}
        className="review-material__tabs"
        onKeyDown={onKeyDown}
      >
        {countries.map((code, i) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`material-tab-${code}`}
            aria-selected={i === index}
            aria-controls={`material-panel-${code}`}
            tabIndex={i === index ? 0 : -1}
            className="review-material__tab"
            onClick={() => setChosen(i)}
          >
            {t(`countryNames.${code as StaffMe['countries'][number]}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`material-panel-${country}`} aria-labelledby={`material-tab-${country}`}>
        <CountryView id={id} country={country} />
      </div>
    </>
  );
}

export function ReviewMaterial({
  id,
  version,
  countries,
}: {
  id: string;
  version: Version;
  /** The item's countries the member covers. */
  countries: readonly string[];
}) {
  const { t } = useI18n();
  return (
    <>
      <Section id="material" heading={t('material.heading')} testId="review-material">
        <Player version={version} />
        <Attachments version={version} />
        <CountryTabs id={id} countries={countries} />
      </Section>
      <ContentChanges id={id} />
    </>
  );
}
