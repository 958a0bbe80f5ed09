// Dictionaries: pt-br is the base whose shape types the others; es-MX is es with Mexican overrides.
// The texts are data in JSON, one file a namespace and language (README.md says what each holds).
import type { Lang } from './languages.ts';
import esAccount from './locales/es/account.json' with { type: 'json' };
import esApp from './locales/es/app.json' with { type: 'json' };
import esContent from './locales/es/content.json' with { type: 'json' };
import esContentSearch from './locales/es/content-search.json' with { type: 'json' };
import esDocfinder from './locales/es/docfinder.json' with { type: 'json' };
import esEvents from './locales/es/events.json' with { type: 'json' };
import esIdentity from './locales/es/identity.json' with { type: 'json' };
import esLegal from './locales/es/legal.json' with { type: 'json' };
import esMail from './locales/es/mail.json' with { type: 'json' };
import esMedicalInformation from './locales/es/medical-information.json' with { type: 'json' };
import esPush from './locales/es/push.json' with { type: 'json' };
import esSeo from './locales/es/seo.json' with { type: 'json' };
import esShell from './locales/es/shell.json' with { type: 'json' };
import esTraining from './locales/es/training.json' with { type: 'json' };
import esMxAccount from './locales/es-MX/account.json' with { type: 'json' };
import esMxApp from './locales/es-MX/app.json' with { type: 'json' };
import esMxContent from './locales/es-MX/content.json' with { type: 'json' };
import esMxContentSearch from './locales/es-MX/content-search.json' with { type: 'json' };
import esMxDocfinder from './locales/es-MX/docfinder.json' with { type: 'json' };
import esMxEvents from './locales/es-MX/events.json' with { type: 'json' };
import esMxIdentity from './locales/es-MX/identity.json' with { type: 'json' };
import esMxLegal from './locales/es-MX/legal.json' with { type: 'json' };
import esMxMail from './locales/es-MX/mail.json' with { type: 'json' };
import esMxMedicalInformation from './locales/es-MX/medical-information.json' with { type: 'json' };
import esMxPush from './locales/es-MX/push.json' with { type: 'json' };
import esMxSeo from './locales/es-MX/seo.json' with { type: 'json' };
import esMxShell from './locales/es-MX/shell.json' with { type: 'json' };
import esMxTraining from './locales/es-MX/training.json' with { type: 'json' };
import ptAccount from './locales/pt-br/account.json' with { type: 'json' };
import ptApp from './locales/pt-br/app.json' with { type: 'json' };
import ptContent from './locales/pt-br/content.json' with { type: 'json' };
import ptContentSearch from './locales/pt-br/content-search.json' with { type: 'json' };
import ptDocfinder from './locales/pt-br/docfinder.json' with { type: 'json' };
import ptEvents from './locales/pt-br/events.json' with { type: 'json' };
import ptIdentity from './locales/pt-br/identity.json' with { type: 'json' };
import ptLegal from './locales/pt-br/legal.json' with { type: 'json' };
import ptMail from './locales/pt-br/mail.json' with { type: 'json' };
import ptMedicalInformation from './locales/pt-br/medical-information.json' with { type: 'json' };
import ptPush from './locales/pt-br/push.json' with { type: 'json' };
import ptSeo from './locales/pt-br/seo.json' with { type: 'json' };
import ptShell from './locales/pt-br/shell.json' with { type: 'json' };
import ptTraining from './locales/pt-br/training.json' with { type: 'json' };
import { type DeepPartial, type DeepString, deepMerge } from './merge.ts';

const ptBr = {
  ...ptApp,
  legal: ptLegal,
  identity: ptIdentity,
  account: ptAccount,
  content: ptContent,
  contentSearch: ptContentSearch,
  training: ptTraining,
  events: ptEvents,
  medicalInformation: ptMedicalInformation,
  mail: ptMail,
  shell: ptShell,
  docfinder: ptDocfinder,
  push: ptPush,
  seo: ptSeo,
};
/** Every dictionary has exactly this shape (strings, or arrays/objects of strings). */
export type Dictionary = DeepString<typeof ptBr>;

const es: Dictionary = {
  ...esApp,
  legal: esLegal,
  identity: esIdentity,
  account: esAccount,
  content: esContent,
  contentSearch: esContentSearch,
  training: esTraining,
  events: esEvents,
  medicalInformation: esMedicalInformation,
  mail: esMail,
  shell: esShell,
  docfinder: esDocfinder,
  push: esPush,
  seo: esSeo,
};
const esMx: Dictionary = deepMerge<Dictionary>(es, {
  ...esMxApp,
  legal: esMxLegal,
  identity: esMxIdentity,
  account: esMxAccount,
  content: esMxContent,
  contentSearch: esMxContentSearch,
  training: esMxTraining,
  events: esMxEvents,
  medicalInformation: esMxMedicalInformation,
  mail: esMxMail,
  shell: esMxShell,
  docfinder: esMxDocfinder,
  push: esMxPush,
  seo: esMxSeo,
});

export const dictionaries: Record<Lang, Dictionary> = { 'pt-br': ptBr, es, 'es-MX': esMx };

export { interpolate } from './interpolate.ts';
export { isLang, LANGUAGES, type Lang } from './languages.ts';
export { type DeepPartial, type DeepString, deepMerge };
