// The request text as stored: escaped, inert text lines. The web sends article content as escaped HTML
// lines, but nothing from the client is trusted: markup is reduced to line breaks, then all is escaped.
import { decodeHtmlEntities, escapeHtml } from '@portal/contracts';

/** Line tags (<p>, </p>, <br>, <div>) become new lines; the text is then escaped as a whole. */
export function toEscapedText(value: string): string {
  const lines = value
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/?\s*(p|div)\s*>/gi, '\n')
    .split('\n')
    .map((line) => decodeHtmlEntities(line).trim())
    .filter((line) => line.length > 0);
  return escapeHtml(lines.join('\n'));
}

/** Accent- and case-insensitive stems: pt and es wording of adverse events (plurals included). */
const ADVERSE_EVENT_STEMS = [
  'reacao adversa',
  'reacoes adversas',
  'reaccion adversa',
  'reacciones adversas',
  'efeito colateral',
  'efeitos colaterais',
  'efecto secundario',
  'efectos secundarios',
  'efeito adverso',
  'efeitos adversos',
  'efecto adverso',
  'efectos adversos',
  'evento adverso',
  'eventos adversos',
  'hospitalizacao',
  'hospitalizacion',
  'hospitalizado',
  'hospitalizada',
  'internacao',
  'internado',
  'internada',
  'intoxicacao',
  'intoxicacion',
  'sobredose',
  'sobredosis',
  'overdose',
  'anafilaxia',
  'farmacovigilancia',
];

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

export function suggestsAdverseEvent(text: string): boolean {
  const folded = fold(decodeHtmlEntities(text));
  return ADVERSE_EVENT_STEMS.some((stem) => folded.includes(stem));
}
