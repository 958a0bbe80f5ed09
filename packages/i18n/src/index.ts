// Dictionaries: pt-br is the base whose shape types the others; es-MX is es with Mexican overrides.
import type { Lang } from './languages.ts';
import { account as esAccount } from './locales/es/account.ts';
import { app as esApp } from './locales/es/app.ts';
import { content as esContent } from './locales/es/content.ts';
import { contentSearch as esContentSearch } from './locales/es/content-search.ts';
import { docfinder as esDocfinder } from './locales/es/docfinder.ts';
import { events as esEvents } from './locales/es/events.ts';
import { identity as esIdentity } from './locales/es/identity.ts';
import { legal as esLegal } from './locales/es/legal.ts';
import { mail as esMail } from './locales/es/mail.ts';
import { medicalInformation as esMedicalInformation } from './locales/es/medical-information.ts';
import { push as esPush } from './locales/es/push.ts';
import { shell as esShell } from './locales/es/shell.ts';
import { training as esTraining } from './locales/es/training.ts';
import { accountOverrides as esMxAccount } from './locales/es-MX/account.ts';
import { appOverrides as esMxApp } from './locales/es-MX/app.ts';
import { contentOverrides as esMxContent } from './locales/es-MX/content.ts';
import { contentSearchOverrides as esMxContentSearch } from './locales/es-MX/content-search.ts';
import { docfinderOverrides as esMxDocfinder } from './locales/es-MX/docfinder.ts';
import { eventsOverrides as esMxEvents } from './locales/es-MX/events.ts';
import { identityOverrides as esMxIdentity } from './locales/es-MX/identity.ts';
import { legalOverrides as esMxLegal } from './locales/es-MX/legal.ts';
import { mailOverrides as esMxMail } from './locales/es-MX/mail.ts';
import { medicalInformationOverrides as esMxMedicalInformation } from './locales/es-MX/medical-information.ts';
import { pushOverrides as esMxPush } from './locales/es-MX/push.ts';
import { shellOverrides as esMxShell } from './locales/es-MX/shell.ts';
import { trainingOverrides as esMxTraining } from './locales/es-MX/training.ts';
import { account as ptAccount } from './locales/pt-br/account.ts';
import { app as ptApp } from './locales/pt-br/app.ts';
import { content as ptContent } from './locales/pt-br/content.ts';
import { contentSearch as ptContentSearch } from './locales/pt-br/content-search.ts';
import { docfinder as ptDocfinder } from './locales/pt-br/docfinder.ts';
import { events as ptEvents } from './locales/pt-br/events.ts';
import { identity as ptIdentity } from './locales/pt-br/identity.ts';
import { legal as ptLegal } from './locales/pt-br/legal.ts';
import { mail as ptMail } from './locales/pt-br/mail.ts';
import { medicalInformation as ptMedicalInformation } from './locales/pt-br/medical-information.ts';
import { push as ptPush } from './locales/pt-br/push.ts';
import { shell as ptShell } from './locales/pt-br/shell.ts';
import { training as ptTraining } from './locales/pt-br/training.ts';
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
};
const esMx: Dictionary = deepMerge<Dictionary>(es, {
  ...(esMxApp as DeepPartial<Dictionary>),
  legal: esMxLegal as DeepPartial<Dictionary['legal']>,
  identity: esMxIdentity as DeepPartial<Dictionary['identity']>,
  account: esMxAccount as DeepPartial<Dictionary['account']>,
  content: esMxContent as DeepPartial<Dictionary['content']>,
  contentSearch: esMxContentSearch as DeepPartial<Dictionary['contentSearch']>,
  training: esMxTraining as DeepPartial<Dictionary['training']>,
  events: esMxEvents as DeepPartial<Dictionary['events']>,
  medicalInformation: esMxMedicalInformation as DeepPartial<Dictionary['medicalInformation']>,
  mail: esMxMail as DeepPartial<Dictionary['mail']>,
  shell: esMxShell as DeepPartial<Dictionary['shell']>,
  docfinder: esMxDocfinder as DeepPartial<Dictionary['docfinder']>,
  push: esMxPush as DeepPartial<Dictionary['push']>,
});

export const dictionaries: Record<Lang, Dictionary> = { 'pt-br': ptBr, es, 'es-MX': esMx };

export { interpolate } from './interpolate.ts';
export { isLang, LANGUAGES, type Lang } from './languages.ts';
export { type DeepPartial, type DeepString, deepMerge };
