import { describe, expect, it } from 'vitest';
import { compareNames, nameDifference, namesMatch } from './name-match.ts';

// [typed by the physician, the council's record]
const SAME_PERSON: readonly (readonly [string, string])[] = [
  // pt-BR: a middle surname left out (the mother's name usually comes first)
  ['Ana Oliveira', 'Ana Souza Oliveira'],
  ['Ana Souza', 'Ana Souza Oliveira'],
  ['Pedro Barbosa', 'Pedro Lima Barbosa'],
  ['Beatriz Rocha', 'Beatriz Almeida Rocha'],
  ['João Santos', 'João Carlos dos Santos Pereira'],
  ['Maria Pereira', 'Maria das Graças Pereira'],
  ['Maria das Graças Pereira', 'MARIA DAS GRACAS PEREIRA'],
  ['Maria Gracas Pereira', 'Maria das Graças Pereira'],
  ['José Carvalho Filho', 'José Antônio de Carvalho Filho'],
  ['Helena de Castro Albuquerque', 'Helena Maria de Castro Albuquerque'],
  ['Helena Albuquerque', 'Helena Maria de Castro Albuquerque'],
  ['Luiz Silva e Souza', 'Luiz Fernando Silva e Souza'],
  ['Luiz Souza', 'Luiz Fernando Silva e Souza'],
  ['Fernanda D Avila', "Fernanda Costa D'Ávila"],
  ['Fernanda Ávila Costa', "Fernanda Costa D'Ávila"],
  ['Antonio Conceicao', 'Antônio da Conceição'],
  ['ana souza oliveira', 'Ana Souza Oliveira'],
  ['  Ana   Souza  Oliveira ', 'Ana Souza Oliveira'],
  ['Ana Oliveira Souza', 'Ana Souza Oliveira'],
  ['Ana P. Oliveira', 'Ana Paula Souza Oliveira'],
  ['Ana Paula Oliveira', 'Ana Paula Souza Oliveira'],
  // es: paternal and maternal surnames, compound names, particles
  ['Alejandro Hernández', 'Alejandro Hernández López'],
  ['Alejandro Hernandez Lopez', 'Alejandro Hernández López'],
  ['Alejandro López Hernández', 'Alejandro Hernández López'],
  ['María José García', 'María José García López'],
  ['Maria Garcia', 'María José García López'],
  ['José de la Cruz', 'José Luis de la Cruz Martínez'],
  ['José Cruz Martínez', 'José Luis de la Cruz Martínez'],
  ['Juan del Río', 'Juan Pablo del Río Sánchez'],
  ['Juan Rio Sanchez', 'Juan Pablo del Río Sánchez'],
  ['Carmen Ortega y Gasset', 'Carmen Ortega y Gasset'],
  ['Carmen Ortega Gasset', 'Carmen Ortega y Gasset'],
  ['Ignacio Pérez Gómez', 'Ignacio Pérez-Gómez'],
  ['Lucía Quispe', 'Lucía Quispe Flores'],
  ['Martina Pereyra', 'Martina González Pereyra'],
  ['Benjamín Muñoz', 'Benjamín Muñoz Soto'],
  ['Benjamin Munoz Soto', 'BENJAMÍN MUÑOZ SOTO'],
  ['Santiago Rodríguez', 'Santiago Rodríguez Gómez'],
  ['Rocío de los Ángeles Vargas', 'Rocío de los Ángeles Vargas Ortiz'],
  ['Rocío Vargas', 'Rocío de los Ángeles Vargas Ortiz'],
  ['Valeria Jiménez Mora', 'Valeria Jiménez Mora'],
  ['Valeria Mora', 'Valeria Jiménez Mora'],
  ['José Carvalho', 'José Antônio de Carvalho Filho'],
  // the surname written first, as lists and forms do
  ['Souza Oliveira Ana', 'Ana Souza Oliveira'],
  ['ROCHA, Beatriz Almeida', 'Beatriz Almeida Rocha'],
  ['Hernández López Alejandro', 'Alejandro Hernández López'],
];

const DIFFERENT_PERSON: readonly (readonly [string, string, string])[] = [
  // another first name with the same surnames (a sibling, or an impostor using the public record)
  ['Paula Souza Oliveira', 'Ana Souza Oliveira', 'first-name'],
  ['Mario Hernández López', 'Alejandro Hernández López', 'first-name'],
  ['Ana Maria Souza', 'Maria Souza', 'first-name'],
  ['Souza Oliveira Beatriz', 'Ana Souza Oliveira', 'first-name'],
  ['José García', 'María José García López', 'first-name'],
  ['Joana Souza Oliveira', 'Ana Souza Oliveira', 'first-name'],
  // the same first name with a different surname
  ['Ana Souza Lima', 'Ana Souza Oliveira', 'extra-word'],
  ['Ana Ferreira', 'Ana Souza Oliveira', 'extra-word'],
  ['Alejandro Hernández Pérez', 'Alejandro Hernández López', 'extra-word'],
  ['Lucía Mamani', 'Lucía Quispe Flores', 'extra-word'],
  ['Pedro Lima Barbosa Neto', 'Pedro Lima Barbosa', 'extra-word'],
  ['Ana Souza Souza', 'Ana Souza Oliveira', 'extra-word'],
  ['Ana X. Oliveira', 'Ana Souza Oliveira', 'extra-word'],
  // too little to tell
  ['Ana', 'Ana Souza Oliveira', 'too-short'],
  ['Dra. Ana', 'Ana Souza Oliveira', 'first-name'],
  ['', 'Ana Souza Oliveira', 'too-short'],
  ['de la Ana', 'Ana Souza Oliveira', 'too-short'],
  ['Ana P.', 'Ana Paula Souza Oliveira', 'no-surname'],
  ['Ana Paula', 'Ana Paula Souza Oliveira', 'no-surname'],
  ['María José', 'María José García López', 'no-surname'],
  ['José Filho', 'José Antônio de Carvalho Filho', 'no-surname'],
];

describe('compareNames: the same person', () => {
  it.each(SAME_PERSON)('"%s" is the record "%s"', (typed, registered) => {
    expect(compareNames(typed, registered)).toEqual({ same: true });
    expect(namesMatch(typed, registered)).toBe(true);
  });
});

describe('compareNames: a different person', () => {
  it.each(DIFFERENT_PERSON)('"%s" is not the record "%s" (%s)', (typed, registered, because) => {
    expect(compareNames(typed, registered)).toEqual({ same: false, because });
    expect(namesMatch(typed, registered)).toBe(false);
  });
});

describe('nameDifference', () => {
  it('marks the words only one name has, and the particles apart', () => {
    expect(nameDifference('Ana de Oliveira', 'Ana Souza Oliveira')).toEqual({
      typed: [
        { text: 'Ana', mark: 'same' },
        { text: 'de', mark: 'particle' },
        { text: 'Oliveira', mark: 'same' },
      ],
      registered: [
        { text: 'Ana', mark: 'same' },
        { text: 'Souza', mark: 'differs' },
        { text: 'Oliveira', mark: 'same' },
      ],
    });
  });

  it('keeps the words as written (accents, case) while comparing them folded', () => {
    const { typed, registered } = nameDifference('ANA SOUZA LIMA', 'Ána Souza Oliveira');
    expect(typed.map((word) => `${word.text}:${word.mark}`)).toEqual([
      'ANA:same',
      'SOUZA:same',
      'LIMA:differs',
    ]);
    expect(registered.map((word) => `${word.text}:${word.mark}`)).toEqual([
      'Ána:same',
      'Souza:same',
      'Oliveira:differs',
    ]);
  });
});
