// Every URL of the portal's screens (spec section 2) in one table: the router matches `path` (or each
// of `paths`, for aliases), links, guards and redirects call `getHref`. A country links to the paths of its
// content language (Brazil Portuguese, the others Spanish); every alias is routed in both. Kept free of
// @portal/contracts values (zod) and of features: the initial bundle and every layer read it.
import type { ContentSummary } from '@portal/contracts';
import {
  type ContentLanguage,
  isCourseItem,
  LOCALIZED_PAGE_PATHS,
  type LocalizedPage,
} from '@portal/countries';
import { config } from './config.ts';
import { getCountry } from './country.ts';

/** Screens live under the paths of the country's content language (packages/countries). */
export type PathLanguage = ContentLanguage;

/** The content lists of the signed-in portal; 'speakertraining' is the guarded speaker list. */
export type ListId = 'novelty' | 'exclusive' | 'contents' | 'products' | 'feed' | 'saved' | 'speakertraining';

/** The path language of the country being shown. */
export function currentPathLanguage(): PathLanguage {
  return getCountry().contentLanguage;
}

const segment = (value: string) => encodeURIComponent(value);

/** A screen at one fixed address. */
function fixed<P extends string>(path: P) {
  return { path, getHref: (): P => path };
}

/** A screen with one `:id` parameter at the end of `base`. */
function withId(base: string, suffix = '') {
  return { path: `${base}/:id${suffix}`, getHref: (id: string) => `${base}/${segment(id)}${suffix}` };
}

/** A screen whose link depends on the path language; `paths` lists every alias the router answers on. */
function byLanguage(pt: string, es: string, aliases: readonly string[] = pt === es ? [pt] : [pt, es]) {
  return {
    paths: aliases,
    getHref: (language: PathLanguage = currentPathLanguage()) => (language === 'pt' ? pt : es),
  };
}

/** A public page at the address of its language (packages/countries rules/page-paths.ts). */
function localized(page: LocalizedPage) {
  const { pt, es } = LOCALIZED_PAGE_PATHS[page];
  return byLanguage(pt, es);
}

export function createPaths(brand: string) {
  const speakerList = `/${brand}-speakers`;
  const lists: Record<ListId, ReturnType<typeof byLanguage>> = {
    novelty: byLanguage('/novidades', '/novedades'),
    exclusive: byLanguage('/somente-no-UM', '/solo-en-docuniverse', [
      '/somente-no-UM',
      '/solo-en-docuniverse',
      '/solo-en-UM',
    ]),
    contents: byLanguage('/conteudos', '/contenidos'),
    products: byLanguage('/productos', '/productos'),
    feed: byLanguage('/feed', '/feed'),
    saved: byLanguage('/salvos', '/guardados'),
    speakertraining: byLanguage(speakerList, speakerList, [speakerList, '/speaker-training']),
  };
  const listIds = Object.keys(lists) as ListId[];
  const courses = '/cursos-online';
  const events = '/eventos';

  return {
    landing: fixed('/'),
    signIn: fixed('/signin'),
    socialCallback: fixed('/signin/social'),
    register: fixed('/cadastro'),
    forgotPassword: localized('forgotPassword'),
    resetPassword: localized('resetPassword'),
    verifyEmail: fixed('/verificar-email'),
    /** The link of an e-mail change (CONFIRM_EMAIL_CHANGE_PATH of the contracts). */
    confirmEmailChange: fixed('/confirmar-email'),
    terms: localized('terms'),
    privacy: localized('privacy'),
    imprint: fixed('/imprint'),
    acceptanceTest: fixed('/aceite-teste'),
    publicContent: withId('/aceite-teste'),
    doctorFinderLanding: fixed('/buscador-medico'),
    /** Public profile of a listed physician. */
    doctorFinderProfile: withId('/buscador-medico'),
    noIndex: fixed('/es-co'),

    home: fixed('/home'),
    /** Signed in, professional registration not (yet) verified: the only HCP-side screen it sees. */
    registrationPending: fixed('/cadastro-em-analise'),
    search: byLanguage('/busca', '/busqueda'),
    preferences: fixed('/preferencias-usuario'),
    editProfile: fixed('/editar-registro'),
    medicalInformation: fixed('/medical-information'),

    /** The content lists; an item opens at `/{list}/:id`, an episode or lesson at `/{list}/:idCapa/:id`. */
    content: {
      lists,
      listIds,
      /** The speaker list's own address (its alias /speaker-training has no details). */
      speakerList: fixed(speakerList),
      /** The list whose path starts `pathname` (router matching is case-insensitive, so this is too). */
      listForPath(pathname: string): ListId | null {
        const first = `/${pathname.split('/')[1]?.toLowerCase() ?? ''}`;
        return listIds.find((list) => lists[list].paths.some((path) => path.toLowerCase() === first)) ?? null;
      },
      /**
       * Where an item opens. Items of the products list are products (the product screen); courses (the
       * training cluster and speaker training) open on the course screen wherever they are listed; anything
       * else opens under the list it was shown in (contents when shown elsewhere). Content items about a
       * product (mainCluster to_product) are content.
       */
      item(
        item: Pick<ContentSummary, 'id' | 'isSpeakerTraining' | 'mainCluster'>,
        shownIn: ListId | null,
        language: PathLanguage = currentPathLanguage(),
      ): string {
        if (shownIn !== 'products' && isCourseItem(item)) return `${courses}/${segment(item.id)}`;
        const list = shownIn ?? 'contents';
        return `${lists[list].getHref(language)}/${segment(item.id)}`;
      },
      /** An episode or lesson of `parentId` (or a content of a product), under `list`. */
      part(list: ListId, parentId: string, partId: string, language: PathLanguage = currentPathLanguage()) {
        return `${lists[list].getHref(language)}/${segment(parentId)}/${segment(partId)}`;
      },
    },

    training: {
      courses: fixed(courses),
      course: withId(courses),
      lesson: {
        path: `${courses}/:idCapa/:id`,
        getHref: (courseId: string, lessonId: string) =>
          `${courses}/${segment(courseId)}/${segment(lessonId)}`,
      },
      moreInfo: withId(courses, '/mas-info'),
      exam: withId(courses, '/examen'),
      certificates: fixed('/certificados'),
      /** Public: a field to type a certificate's code. */
      verifyCertificateForm: fixed('/certificados/verificar'),
      /** Public: the certificate QR code's target. */
      verifyCertificate: {
        path: '/certificados/verificar/:code',
        getHref: (code: string) => `/certificados/verificar/${segment(code)}`,
      },
    },

    events: {
      list: fixed(events),
      event: withId(events),
      live: { ...withId(events, '/participar'), paths: [`${events}/:id/participar`, `${events}/:id/unirse`] },
    },

    /** Restricted to CRM physicians, except the login variant. */
    docFinder: {
      login: fixed('/docfinder/login'),
      home: fixed('/docfinder'),
      register: fixed('/docfinder/cadastro'),
      addAddress: fixed('/docfinder/cadastro-endereco'),
      editAddress: withId('/docfinder/editar-endereco'),
    },
  } as const;
}

export type Paths = ReturnType<typeof createPaths>;

export const paths: Paths = createPaths(config.brand);
