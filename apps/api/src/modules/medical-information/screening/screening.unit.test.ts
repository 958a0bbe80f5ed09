// The screening measured over the corpus of physicians' questions (issue 34): it prints recall and
// specificity per language and overall, and holds them to the goal (recall >= 0.95, specificity >= 0.8).
// corpus/held-out.json was written after the first rules: its first measure was recall 0.882, specificity
// 1.000 (earlier held-out parts, each measured once before being used for development, are in the language
// files: their first measures ranged 0.73-0.91 recall). Eight more fresh sets (538 questions), each measured
// once before its misses were generalised into the rules and it joined the language files, first scored
// recall 0.847, 0.735, 0.839, 0.839, 0.677, 0.833, 0.800, 0.833 (specificity 0.948, 1.000, 0.897, 0.897,
// 0.857, 0.967, 0.867, 0.967). corpus/held-out-2.json to -5 are only measured, never tuned on: at their
// first measure recall 0.833, 0.867, 0.867, 0.800 and specificity 0.967, 0.967, 1.000, 1.000. Fresh
// wording still escaped about one report in six or seven. So a broad rule (narrative.ts) trades
// specificity for recall: a specific patient on a product with any change marker is flagged unless the
// question only asks how to use it. held-out-6.json (80 questions) measured 0.725 / 0.975 before that rule
// and 1.000 / 0.950 after; held-out-7.json (80), written after the rule and never tuned on, scored recall
// 1.000, specificity 0.925 at its one measure (the rules before it: 0.600 / 0.975). Held-out-2..-5 went
// from 0.867/0.900/0.867/0.800 recall to 0.967/1.000/1.000/1.000, specificity staying >= 0.9.
// held-out-8.json (80, after stop 44) aimed at dosage forms other than pills and at plainer words: its one
// measure gave recall 0.900, specificity 0.925. It missed two patches or an injection's double dose, a ring
// left weeks past its change and "esperando bebé"; those were generalised (dosage forms, number words, the
// verbs of giving, devices left in, expecting a baby) and it now reads 1.000 / 0.925, the other parts
// unchanged. held-out-9.json (40), written after that and never tuned on, scored recall 0.960 (it missed
// "lleva cuatro meses sin regla y con cólicos fuertes"), specificity 1.000 at its one measure. A person
// still screens every request (issue 34).
import { describe, expect, it } from 'vitest';
import { type CorpusItem, corpusFile, describeScore, measure } from './corpus/measure.ts';
import { CATEGORIES } from './rules.ts';
import { screenForAdverseEvent } from './screen.ts';

const LANGUAGES = { 'pt-BR': 'pt-br.json', es: 'es.json', 'es-MX': 'es-mx.json' } as const;

describe('adverse-event screening over the corpus', () => {
  const corpus = Object.fromEntries(
    Object.entries(LANGUAGES).map(([language, file]) => [language, corpusFile(file)]),
  ) as Record<keyof typeof LANGUAGES, CorpusItem[]>;
  const all = Object.values(corpus).flat();

  it('is a corpus of at least 150 questions, about half reports, in the three languages', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const item of all) expect(typeof item.report, item.text).toBe('boolean');
    const reports = all.filter((item) => item.report).length;
    expect(reports / all.length).toBeGreaterThan(0.4);
    expect(reports / all.length).toBeLessThan(0.65);
    for (const items of Object.values(corpus)) expect(items.length).toBeGreaterThanOrEqual(50);
  });

  it('recalls at least 95% of reports and leaves at least 80% of ordinary questions, per language', () => {
    const lines: string[] = [];
    for (const [language, items] of Object.entries(corpus)) {
      const score = measure(items);
      lines.push(describeScore(language, score));
      for (const text of score.missed) lines.push(`  missed: ${text}`);
      for (const text of score.falseAlarms) lines.push(`  false alarm: ${text}`);
      expect(score.recall, language).toBeGreaterThanOrEqual(0.95);
      expect(score.specificity, language).toBeGreaterThanOrEqual(0.8);
    }
    const overall = measure(all);
    lines.push(describeScore('overall', overall));
    console.log(`Adverse-event screening, development corpus\n${lines.join('\n')}`);
    expect(overall.recall).toBeGreaterThanOrEqual(0.95);
    expect(overall.specificity).toBeGreaterThanOrEqual(0.8);
  });

  it('recognises in each report of a special situation that situation, by its own rule', () => {
    const wrong = all
      .filter((item) => item.report && item.category)
      .filter((item) => !screenForAdverseEvent(item.text).categories.some((c) => c === item.category))
      .map((item) => `${item.category}: ${item.text}`);
    expect(wrong).toEqual([]);
    const categories = new Set(all.flatMap((item) => (item.category ? [item.category] : [])));
    expect([...categories].sort()).toEqual([...CATEGORIES].sort());
  });

  const HELD_OUT = [
    'held-out.json',
    'held-out-2.json',
    'held-out-3.json',
    'held-out-4.json',
    'held-out-5.json',
    'held-out-6.json',
    'held-out-7.json',
    'held-out-8.json',
    'held-out-9.json',
  ];
  it.each(HELD_OUT)('holds on the held-out part %s, written after the rules', (file) => {
    const heldOut = corpusFile(file);
    const score = measure(heldOut);
    console.log(
      `Adverse-event screening, held-out corpus\n${describeScore(file, score)}\n` +
        [
          ...score.missed.map((t) => `  missed: ${t}`),
          ...score.falseAlarms.map((t) => `  false alarm: ${t}`),
        ].join('\n'),
    );
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
    expect(score.specificity).toBeGreaterThanOrEqual(0.8);
  });

  it('recalls at least 95% of the reports of all held-out parts together', () => {
    const score = measure(HELD_OUT.flatMap(corpusFile));
    console.log(`Adverse-event screening, all held-out parts\n${describeScore('held-out', score)}`);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.specificity).toBeGreaterThanOrEqual(0.8);
  });
});

describe('screenForAdverseEvent', () => {
  it('says which categories matched and by which rules, with their reasons', () => {
    const result = screenForAdverseEvent(
      'Minha paciente engravidou usando Kyleena e teve sangramento importante.',
    );
    expect(result.suspected).toBe(true);
    expect(result.categories).toEqual(expect.arrayContaining(['pregnancy_lactation', 'adverse_event']));
    const bleeding = result.matches.find((match) => match.ruleId === 'ae.bleeding');
    expect(bleeding?.words).toBe('sangramento');
    expect(bleeding?.reason).toMatch(/bleeding/i);
  });

  it("reads through accents, case, the stored text's escapes and a typo", () => {
    for (const text of [
      'PACIENTE APRESENTOU ICTERICIA APOS O INICIO',
      'Paciente apresentou &quot;icterícia&quot; &amp; prurido após o início',
      'paciente apresentou hemoragia apos iniciar',
      'paciente apresentou sangramneto apos iniciar',
    ])
      expect(screenForAdverseEvent(text).suspected, text).toBe(true);
  });

  it('does not take a negated event, a general question or an "if" for a report', () => {
    for (const text of [
      'Sem efeitos colaterais até agora.',
      'Nenhum evento adverso.',
      'No presentó ninguna reacción.',
      '¿Cuál es el perfil de seguridad en embarazadas?',
      'Quais eventos adversos foram mais frequentes no estudo?',
      'Si el paciente presenta sangrado, ¿suspendo?',
    ])
      expect(screenForAdverseEvent(text).suspected, text).toBe(false);
  });

  it('reads a whole 4000-character question, padding, invisible characters and all', () => {
    const padding = 'Qual a dose? '.repeat(320);
    const text = `${padding}Minha paciente apresentou sangra\u200bmento após iniciar o tratamento.`.slice(
      -4000,
    );
    expect(text.length).toBe(4000);
    expect(screenForAdverseEvent(text).suspected).toBe(true);
    expect(screenForAdverseEvent('se '.repeat(1300)).suspected).toBe(false);
  });

  it('reads "si" after "decir" or "saber" as whether, not if', () => {
    const text = '¿Me pueden decir si es normal que el paciente con Xarelto tenga moretones?';
    expect(screenForAdverseEvent(text).suspected).toBe(true);
    expect(screenForAdverseEvent('Si el paciente con Xarelto tiene moretones, ¿qué hago?').suspected).toBe(
      false,
    );
  });

  it('takes pregnancy or breastfeeding before a prescription for background, on a treatment for exposure', () => {
    expect(screenForAdverseEvent('¿Se puede dar Cipro a una paciente que está lactando?').suspected).toBe(
      false,
    );
    expect(
      screenForAdverseEvent('Minha paciente está amamentando e tomou Cipro por 5 dias.').categories,
    ).toContain('pregnancy_lactation');
  });

  it('reads too much of a patch, ring or injection, and a device left in past its change', () => {
    for (const [text, category] of [
      ['Mi paciente se puso tres parches juntos.', 'overdose'],
      ['O paciente aplicou duas injeções de uma vez só.', 'overdose'],
      ['Le pusieron el doble de la dosis de Nebido.', 'overdose'],
      ['La paciente dejó el parche dos semanas sin cambiarlo.', 'medication_error'],
      ['Se le olvidó quitarse el anillo y lo tuvo cinco semanas.', 'medication_error'],
    ] as const)
      expect(screenForAdverseEvent(text).categories, text).toContain(category);
    for (const text of [
      '¿Se pueden usar dos parches a la vez para aumentar la dosis?',
      'Quanto tempo o anel pode ficar sem trocar?',
      'Qual a conduta se a paciente esquecer de trocar o adesivo?',
    ])
      expect(screenForAdverseEvent(text).suspected, text).toBe(false);
  });

  it('takes a pregnancy on a contraceptive for its lack of efficacy too', () => {
    expect(screenForAdverseEvent('Mi paciente quedó embarazada con el Kyleena puesto.').categories).toEqual(
      expect.arrayContaining(['pregnancy_lactation', 'lack_of_efficacy']),
    );
    expect(screenForAdverseEvent('Mi paciente quedó embarazada con el Adempas.').categories).not.toContain(
      'lack_of_efficacy',
    );
  });

  it('does not take a question about the product itself, or a common word one letter from an event, for a report', () => {
    expect(screenForAdverseEvent('¿La inyección de Eylia duele?').suspected).toBe(false);
    expect(screenForAdverseEvent('¿Al paciente con Eylia le duele el ojo?').suspected).toBe(true);
    expect(
      screenForAdverseEvent('Qual a conduta se o paciente precisar de anestesia estando com Xarelto?')
        .suspected,
    ).toBe(false);
  });

  it('does not let a negator reach a new statement after a comma', () => {
    const text = 'Paciente usa Kyleena e está sem menstruar há 5 meses, o beta deu positivo ontem.';
    expect(screenForAdverseEvent(text).categories).toContain('pregnancy_lactation');
    expect(screenForAdverseEvent('Paciente usa Kyleena, sem sangramento nem dor.').suspected).toBe(false);
  });

  it('takes a patient on a product with a new problem for a report, with a known one for background', () => {
    expect(
      screenForAdverseEvent('Paciente com Xarelto tem insuficiência renal moderada, qual a dose?').suspected,
    ).toBe(false);
    expect(screenForAdverseEvent('Paciente com Xarelto agora tem dificuldade para engolir.').suspected).toBe(
      true,
    );
    expect(screenForAdverseEvent('Mi paciente con Angeliq anda con unas jaquecas horribles.').suspected).toBe(
      true,
    );
    expect(
      screenForAdverseEvent('Minha paciente está com o Kyleena há 2 anos, quando trocar?').suspected,
    ).toBe(false);
  });

  it('flags a patient on a product with a change no lexicon knows, unless only how to use it is asked', () => {
    for (const text of [
      'Tengo un paciente con Nubeqa que se desguanzó en la calle y lo trajeron en ambulancia.',
      'Depois da segunda dose do Xofigo a plaqueta do meu paciente foi para 40 mil.',
      'pac. fem 50a, Stivarga 160 mg, TA 180/110 en la consulta de hoy',
      'Minha paciente começou o remédio e desde então anda chorosa, sem vontade de sair de casa.',
    ]) {
      const result = screenForAdverseEvent(text);
      expect(result.suspected, text).toBe(true);
      expect(result.matches[0]?.ruleId, text).toBe('ae.patient_narrative_with_product');
      expect(result.matches[0]?.reason, text).toMatch(/how-to-use/);
    }
    for (const text of [
      'Mi paciente con Xarelto se va a sacar una muela, ¿cuántos días lo suspendo?',
      'Paciente de 80 anos com clearance de 35, qual a dose de Xarelto para FA?',
      'Minha paciente não teve nenhuma reação com o Eylia até agora, qual o intervalo ideal?',
      'Minha paciente vai viajar 10 dias, o Eylia pode ficar fora da geladeira no avião?',
      'Si a mi paciente le da diarrea con el Stivarga, ¿qué antiemético uso?',
    ])
      expect(screenForAdverseEvent(text).suspected, text).toBe(false);
  });

  it('does not let a negator of one clause undo a death told in the next', () => {
    expect(
      screenForAdverseEvent('Mi paciente de Nexavar ya no está, falleció el lunes.').categories,
    ).toContain('death');
  });

  it('takes "não melhorou" for a lack of efficacy, and an off-label use with harm', () => {
    expect(screenForAdverseEvent('Minha paciente não melhorou com o Adempas.').categories).toContain(
      'lack_of_efficacy',
    );
    expect(
      screenForAdverseEvent('Usei off label em um paciente de 12 anos e ele teve sangramento.').categories,
    ).toEqual(expect.arrayContaining(['off_label_harm', 'adverse_event']));
    expect(screenForAdverseEvent('Posso usar off label em crianças?').suspected).toBe(false);
  });
});
