/** A question in both demo languages: the text, then four options; `answer` is the right option's index. */
export interface BilingualQuestion {
  pt: readonly [string, string, string, string, string];
  es: readonly [string, string, string, string, string];
  answer: 0 | 1 | 2 | 3;
}

/** Question banks by course topic: the demo item ids are `{pt|es}-{topic}`. */
export type BankTopic =
  | 'cardio-08'
  | 'onco-05'
  | 'mulher-02'
  | 'mulher-10'
  | 'oftalmo-07'
  | 'hemato-04'
  | 'pneumo-01'
  | 'pneumo-09'
  | 'palestrante-01'
  | 'palestrante-02';
