// The home's outdoor item: its preview thumbnail, title, synopsis and a link into it.
import type { ContentHero } from '@portal/contracts';
import { artworkKind } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { TagLabel } from '#components/ui/tag-label.tsx';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { outdoorThumbnail } from '#lib/thumbnails.ts';

export function HomeHero({ item, href }: { item: ContentHero; href: string }) {
  const { t } = useTranslation();
  return (
    <section className="content-hero" aria-labelledby="home-hero-title" data-testid="home-hero">
      <div>
        <p className="content-hero__eyebrow">{t('content.home.featured')}</p>
        <h2 id="home-hero-title" className="content-hero__title">
          {item.title}
        </h2>
        <p>
          <TagLabel mainCluster={item.mainCluster} />
        </p>
        {item.synopsis && <ServerHtml html={item.synopsis} className="content-hero__synopsis" />}
        <Link to={href} className="button button--primary" data-testid="home-hero-link">
          {t('content.home.watch')}
          <span className="visually-hidden">: {item.title}</span>
        </Link>
      </div>
      <ThumbnailImage
        thumbnail={outdoorThumbnail(item)}
        className="content-hero__image"
        width={640}
        height={360}
        sizes="(max-width: 48rem) 100vw, 40rem"
        art={{ specialty: item.categoryId, kind: artworkKind(item.mainCluster) }}
        eager
      />
    </section>
  );
}
