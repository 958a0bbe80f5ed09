// The adverse-event screening (issue 34): reads a physician's question the way PV would, and says which
// of the categories it suggests and by which rules. The rules and words are data (rules.ts, context.ts);
// this file only says how they combine:
// an event word counts when it is not negated, not asked about in general ("pode causar", "no estudo"),
// not the patient's history, not in an "if" clause, and something shows it happened to a patient: a
// concrete patient, an experienced verb, or the treatment it followed.

import { decodeHtmlEntities } from '@portal/contracts';
import { PRODUCTS } from '@portal/countries';
import * as context from './context.ts';
import * as narrative from './narrative.ts';
import { compile, findAll, type Pattern, type Span, typoCorrector, vocabularyOf } from './patterns.ts';
import {
  SCREENING_RULES,
  type ScreeningCategory,
  type ScreeningLanguage,
  type ScreeningRule,
} from './rules.ts';
import { CLAUSE_BREAKS, fold, isWord, SENTENCE_BREAKS, tokenize } from './text.ts';

export interface ScreeningMatch {
  ruleId: string;
  category: ScreeningCategory;
  /** The words that matched, folded. */
  words: string;
  reason: string;
}

export interface ScreeningResult {
  suspected: boolean;
  categories: ScreeningCategory[];
  matches: ScreeningMatch[];
}

const compiled = (lexicon: context.ContextLexicon) => lexicon.patterns.map(compile);
const productWords = [
  ...new Set([
    ...PRODUCTS.map((product) => fold(product).split(/[\s-]+/)[0] as string),
    ...context.MEDICINE_WORDS,
  ]),
];
const LEXICONS = {
  strongPatient: compiled(context.CONCRETE_PATIENT),
  anyPatient: compiled(context.ANY_PATIENT),
  past: compiled(context.EXPERIENCED_PAST),
  present: compiled(context.EXPERIENCED_PRESENT),
  link: compiled(context.TREATMENT_LINK),
  product: [compile(productWords.join('|'))],
  hypothetical: compiled(context.HYPOTHETICAL_BEFORE),
  history: compiled(context.HISTORY_AFTER),
  conditional: compiled(context.CONDITIONAL),
  general: compiled(context.GENERAL_STRONG),
  generalWeak: compiled(context.GENERAL_WEAK),
  beforeTreatment: compiled(context.BEFORE_TREATMENT),
  symptomVerb: compiled(context.SYMPTOM_VERBS),
  stateVerb: compiled(context.STATE_VERBS),
  contraceptive: compiled(context.CONTRACEPTIVES),
  narrativePatient: compiled(narrative.NARRATIVE_PATIENT),
  narrativeProduct: compiled(narrative.NARRATIVE_PRODUCT),
  narrativeChange: compiled(narrative.NARRATIVE_CHANGE),
  howTo: compiled(narrative.HOW_TO_USE),
  howToOverride: compiled(narrative.HOW_TO_OVERRIDE),
  noChange: compiled(narrative.NO_CHANGE),
};
const NOT_BRANDS = new Set(narrative.NOT_BRANDS);
const INTAKE = new Set(narrative.INTAKE_VERBS);

/** A capitalised word inside a sentence ("com Angeliq", "el Gyno-Icaden"): brand-like, a product. */
function brandLike(text: string): boolean {
  for (const match of decodeHtmlEntities(text).matchAll(/(?<=[\p{L}\d,)]\s+)\p{Lu}\p{Ll}{2,}/gu))
    if (!NOT_BRANDS.has(fold(match[0]))) return true;
  return false;
}

/** Verbs in a past tense the lexicons may not know: "se desguanzó", "amaneció", "começou", "sentiu". */
function pastVerbs(text: string, tokens: string[], language: ScreeningLanguage): string[] {
  if (language === 'es')
    return (
      [
        ...decodeHtmlEntities(text)
          .toLowerCase()
          .matchAll(/\p{L}{2,}(?:ó|aba|aban|ía|ían)(?!\p{L})/gu),
      ]
        .map((match) => fold(match[0]))
        // "cirugía", "tomografía", "cardiología" are nouns, not an imperfect.
        .filter((word) => !/(?:gia|fia|ria)$/.test(word))
    );
  return tokens.filter(
    (token) => token.length >= 5 && /^[a-z]+(?:ou|eu|iu|ava|avam)$/.test(token) && token !== 'estou',
  );
}
const RULES = SCREENING_RULES.map((rule) => ({ rule, patterns: rule.patterns.map(compile) }));
const correct = typoCorrector(vocabularyOf(RULES.flatMap((r) => r.patterns)), new Set(context.NEVER_FUZZY));

const PT_WORDS = new Set([
  'nao',
  'com',
  'uma',
  'os',
  'ou',
  'so',
  'devo',
  'posso',
  'pode',
  'voce',
  'um',
  'ainda',
  'ela',
  'ele',
  'apos',
  'teve',
  'do',
  'da',
  'dos',
  'das',
  'no',
  'na',
  'em',
  'meu',
  'minha',
  'ao',
  'pelo',
  'pela',
  'voce',
  'depois',
  'tem',
  'isso',
  'muito',
  'ja',
  'esta',
  'sao',
  'foi',
  'ou',
  'mas',
  'sem',
  'nem',
  'apresentou',
]);
const ES_WORDS = new Set([
  'el',
  'los',
  'las',
  'con',
  'una',
  'y',
  'del',
  'tuvo',
  'presento',
  'mi',
  'pero',
  'despues',
  'tras',
  'muy',
  'hay',
  'le',
  'lo',
  'es',
  'sin',
  'ni',
  'ella',
  'al',
  'usted',
  'desde',
  'fue',
  'tiene',
  'cual',
  'cuales',
  'puedo',
  'debo',
  'esta',
  'ya',
  'un',
  'puede',
  'aun',
  'usted',
]);

export function languageOf(tokens: string[]): ScreeningLanguage {
  let pt = 0;
  let es = 0;
  for (const token of tokens) {
    if (PT_WORDS.has(token)) pt++;
    if (ES_WORDS.has(token)) es++;
  }
  return pt > es ? 'pt' : 'es';
}

/** Index ranges of the sentences and clauses, for each token. */
function segments(tokens: string[], breaks: Set<string>): number[] {
  const ids: number[] = [];
  let id = 0;
  for (const token of tokens) {
    if (breaks.has(token)) id++;
    ids.push(id);
  }
  return ids;
}

const inSentence = (spans: Span[], sentence: number[], which: number) =>
  spans.filter((span) => sentence[span.start] === which);

export function screenForAdverseEvent(text: string): ScreeningResult {
  const tokens = tokenize(text).map((token) => (isWord(token) ? correct(token) : token));
  const language = languageOf(tokens);
  const sentence = segments(tokens, SENTENCE_BREAKS);
  const clause = segments(tokens, CLAUSE_BREAKS);
  const find = (patterns: Pattern[]) => findAll(tokens, patterns);
  const found = Object.fromEntries(
    Object.entries(LEXICONS).map(([key, patterns]) => [key, find(patterns)]),
  ) as Record<keyof typeof LEXICONS, Span[]>;
  // "Paciente apresentou…": a sentence that opens on "paciente" speaks of one.
  const opensOnPatient = tokens.some(
    (token, i) =>
      ['paciente', 'pcte', 'pct', 'pte', 'pac'].includes(token) &&
      // "EA: paciente con…" after a heading too.
      (i === 0 || SENTENCE_BREAKS.has(tokens[i - 1] as string) || tokens[i - 1] === ':'),
  );
  const strongPatient = found.strongPatient.length > 0 || opensOnPatient;
  const anyPatient = strongPatient || found.anyPatient.length > 0;

  const qualifiers = new Set(context.SIDE_EFFECT_QUALIFIERS);
  const negatorAt = (i: number) => context.NEGATORS[language].includes(tokens[i] as string);
  // Words a rule with a negation inside ("não melhorou") used: they negate nothing else.
  const applicable = RULES.filter(({ rule }) => rule.languages.includes(language));
  const hits = applicable
    .flatMap(({ rule, patterns }) => find(patterns).map((span) => ({ rule, span })))
    // "nenhum efeito colateral" is no side effect, not "no effect".
    .filter(({ span }) => !(negatorAt(span.start) && qualifiers.has(tokens[span.end] ?? '')));
  const negators = new Set(context.NEGATORS[language]);
  const selfNegated = (span: Span) => negators.has(tokens[span.start] as string);
  const consumedNegators = new Set<number>();
  for (const { span } of hits)
    if (selfNegated(span)) for (let i = span.start; i < span.end; i++) consumedNegators.add(i);

  const cancellers = new Set(context.NEGATION_CANCELLERS);
  const conjunctions = new Set(context.CLAUSE_CONJUNCTIONS);
  const pastStarts = new Set(found.past.map((span) => span.start));

  // A deed that tells itself ("faleceu", "engravidou") is not negated across a comma: "ya no está,
  // falleció".
  const negated = (span: Span, deed = false) => {
    for (let i = span.start - 1, words = 0; i >= 0 && words < 6; i--) {
      const token = tokens[i] as string;
      if (SENTENCE_BREAKS.has(token) || conjunctions.has(token)) return false;
      if (deed && CLAUSE_BREAKS.has(token)) return false;
      if (!isWord(token)) continue;
      words++;
      if (negators.has(token) && !consumedNegators.has(i)) {
        if (cancellers.has(tokens[i + 1] ?? '')) return false;
        // "não melhorou e apresentou rash": a verb well after the negator starts a new statement.
        // ("está sem menstruar, o beta deu positivo": the verb may sit inside the matched words.)
        for (let j = i + 3; j < span.end; j++) if (pastStarts.has(j)) return false;
        return true;
      }
      if (token === 'com' || token === 'con') return false;
    }
    return false;
  };
  const transparent = new Set(context.TRANSPARENT_WORDS);
  const hypotheticalBefore = (span: Span) =>
    found.hypothetical.some(
      (h) =>
        h.end <= span.start &&
        tokens.slice(h.end, span.start).filter((token) => !transparent.has(token)).length <= 2 &&
        clause[h.end] === clause[span.start] &&
        clause[h.start] === clause[span.start],
    );
  const historyAfter = (span: Span) =>
    found.history.some(
      (h) => h.start >= span.end && h.start - span.end <= 2 && clause[h.start] === clause[span.start],
    );
  const pastIn = (ids: number[], which: number) => found.past.some((p) => ids[p.start] === which);
  const conditional = (span: Span) => {
    const which = clause[span.start] as number;
    if (pastIn(clause, which)) return false;
    const whether = new Set(context.WHETHER_BEFORE);
    const ifClause = (c: Span) => !whether.has(tokens[c.start - 1] ?? '');
    if (found.conditional.some((c) => clause[c.start] === which && c.start < span.start && ifClause(c)))
      return true;
    // Portuguese "se" opening a clause is "if"; in Spanish it is the reflexive ("se desmayó").
    if (language === 'pt') {
      const first = tokens.findIndex((token, i) => clause[i] === which && isWord(token));
      return tokens[first] === 'se' && first < span.start;
    }
    return false;
  };

  // A question about the product itself, no patient in it.
  const asked = (which: number) => {
    const end = tokens.findLastIndex((_, i) => sentence[i] === which);
    const aboutPatient =
      inSentence(found.anyPatient, sentence, which).length > 0 ||
      inSentence(found.strongPatient, sentence, which).length > 0;
    return !aboutPatient && (tokens[end] === '?' || tokens[end + 1] === '?');
  };
  const counted = (rule: ScreeningRule, span: Span) => {
    const which = sentence[span.start] as number;
    if (!selfNegated(span) && negated(span, rule.kind === 'experienced')) return false;
    if (hypotheticalBefore(span) || conditional(span)) return false;
    // "sangrado previo" is history; "sin receta desde hace años" is still misuse.
    if (rule.category === 'adverse_event' && historyAfter(span)) return false;
    const past = pastIn(sentence, which);
    const present = inSentence(found.present, sentence, which).length > 0;
    const link = inSentence(found.link, sentence, which).length > 0;
    const product = inSentence(found.product, sentence, which).length > 0;
    if (inSentence(found.general, sentence, which).length > 0 && !strongPatient) return false;
    // "É normal o paciente ter tontura após iniciar X?", "¿es normal que el paciente con X tenga…?" ask
    // about one patient's event on a treatment.
    const onePatientAfter = anyPatient && (link || product);
    if (
      inSentence(found.generalWeak, sentence, which).length > 0 &&
      !strongPatient &&
      !past &&
      !onePatientAfter
    )
      return false;
    // Before prescribing, a sign is the patient's background unless it followed a treatment.
    const background = found.beforeTreatment.length > 0 && !past && !link;
    switch (rule.kind) {
      case 'experienced':
        return true;
      case 'sign':
        // "¿La inyección de X duele?" asks about the product: with no patient it takes more than its name.
        return past || present || link || (((product && !asked(which)) || strongPatient) && !background);
      case 'condition':
        // "La señora con Yaz anda con la presión alta": a patient on a product, in the present.
        return past || (link && anyPatient) || (present && strongPatient && product && !background);
      case 'modifier':
        return false;
    }
  };

  const matches: ScreeningMatch[] = [];
  for (const { rule, span } of hits)
    if (counted(rule, span))
      matches.push({
        ruleId: rule.id,
        category: rule.category,
        words: tokens.slice(span.start, span.end).join(' '),
        reason: rule.reason,
      });
  // The shape of a report with words the rules do not know: a patient, a treatment, and a verb telling
  // what the patient showed ("un paciente con Stivarga presenta proteinuria").
  const goodOutcome = new Set(context.GOOD_OUTCOME);
  const nowWords = new Set(context.NOW_WORDS);
  const treatmentNamed = found.product.length > 0 || found.link.length > 0;
  if (matches.length === 0 && anyPatient && treatmentNamed)
    for (const span of found.symptomVerb) {
      const which = sentence[span.start] as number;
      const next = tokens.slice(span.end, span.end + 3);
      if (next.some((token) => goodOutcome.has(token)) || !isWord(tokens[span.end] ?? '.')) continue;
      // "Paciente com X tem insuficiência renal, qual a dose?" is background: "tem" tells a new problem
      // only with a now or a since ("agora tem", "desde que", "há 3 dias").
      const state = found.stateVerb.some((v) => v.start === span.start);
      const recent =
        pastIn(sentence, which) ||
        inSentence(found.link, sentence, which).length > 0 ||
        tokens.some((token, i) => sentence[i] === which && nowWords.has(token));
      if (state && !recent) continue;
      // "está com o Kyleena" is on the treatment, not with a symptom.
      if (found.product.some((p) => p.start >= span.end && p.start <= span.end + 2)) continue;
      if (negated(span) || conditional(span) || hypotheticalBefore(span)) continue;
      if (inSentence(found.general, sentence, which).length > 0 && !strongPatient) continue;
      if (found.beforeTreatment.length > 0 && !pastIn(sentence, which)) continue;
      matches.push({
        ruleId: 'ae.patient_treatment_symptom',
        category: 'adverse_event',
        words: tokens.slice(span.start, span.end + 3).join(' '),
        reason: context.SYMPTOM_VERBS.reason,
      });
      break;
    }
  // The broad rule: a specific patient's course on a product, in words no lexicon holds.
  if (matches.length === 0) {
    const patient = anyPatient || found.narrativePatient.length > 0;
    const product = treatmentNamed || found.narrativeProduct.length > 0 || brandLike(text);
    const verbs = pastVerbs(text, tokens, language);
    const past = found.past.length > 0 || verbs.length > 0;
    const change =
      past || found.present.length > 0 || found.symptomVerb.length > 0 || found.narrativeChange.length > 0;
    // Something happened to the patient, beyond taking the product ("em uso de", "tomó").
    const happened =
      found.past.some((span) => !INTAKE.has(tokens[span.start] as string)) ||
      verbs.some((verb) => verb.endsWith('o') && !INTAKE.has(verb));
    const howTo = found.howTo.length > 0 && found.howToOverride.length === 0 && !happened;
    const general = found.general.length > 0 && !strongPatient;
    // "sem queixas", "si le da diarrea": nothing happened, unless a verb or a marker says it did.
    const noChange = found.noChange.length > 0 && found.howToOverride.length === 0;
    if (patient && product && change && !howTo && !general && !noChange)
      matches.push({
        ruleId: 'ae.patient_narrative_with_product',
        category: 'adverse_event',
        words: '',
        reason: narrative.NARRATIVE_REASON,
      });
  }
  // Off-label use and quality defects matter to PV with harm: they join an event, never alone.
  if (matches.length > 0)
    for (const { rule, span } of hits)
      if (rule.kind === 'modifier' && !negated(span))
        matches.push({
          ruleId: rule.id,
          category: rule.category,
          words: tokens.slice(span.start, span.end).join(' '),
          reason: rule.reason,
        });
  // Pregnant on a contraceptive: the method failed too ("engravidou usando o Mirena").
  const pregnancy = matches.find((match) => match.ruleId === 'special.pregnancy_happened');
  if (pregnancy && found.contraceptive.length > 0)
    matches.push({
      ruleId: 'special.contraceptive_failure',
      category: 'lack_of_efficacy',
      words: pregnancy.words,
      reason: context.CONTRACEPTIVES.reason,
    });
  const categories = [...new Set(matches.map((match) => match.category))];
  return { suspected: matches.length > 0, categories, matches };
}
