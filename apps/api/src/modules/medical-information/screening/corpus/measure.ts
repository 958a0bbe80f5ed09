// Recall and specificity of the screening over a corpus of physicians' questions (issue 34): recall is
// the share of reports flagged, specificity the share of ordinary questions left unflagged.
import { readFileSync } from 'node:fs';
import { screenForAdverseEvent } from '../screen.ts';

export interface CorpusItem {
  report: boolean;
  /** The special situation a report stands for (documentation of the corpus). */
  category?: string;
  text: string;
}

export interface Score {
  reports: number;
  ordinary: number;
  recall: number;
  specificity: number;
  missed: string[];
  falseAlarms: string[];
}

export const corpusFile = (name: string): CorpusItem[] =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as CorpusItem[];

export function measure(items: CorpusItem[]): Score {
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  let reports = 0;
  let ordinary = 0;
  for (const item of items) {
    const flagged = screenForAdverseEvent(item.text).suspected;
    if (item.report) {
      reports++;
      if (!flagged) missed.push(item.text);
    } else {
      ordinary++;
      if (flagged) falseAlarms.push(item.text);
    }
  }
  return {
    reports,
    ordinary,
    recall: reports ? (reports - missed.length) / reports : 1,
    specificity: ordinary ? (ordinary - falseAlarms.length) / ordinary : 1,
    missed,
    falseAlarms,
  };
}

export const describeScore = (label: string, score: Score) =>
  `${label.padEnd(10)} recall ${score.recall.toFixed(3)} (${score.reports - score.missed.length}/${score.reports})  ` +
  `specificity ${score.specificity.toFixed(3)} (${score.ordinary - score.falseAlarms.length}/${score.ordinary})`;
