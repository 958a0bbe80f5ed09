// The exam editor's form: values as typed (numbers as text, the right answer as an option index), its
// checks (the same rules as the API's contract) and the conversions from and to the API.
import type { AdminCourse, ExamDraft } from '@portal/contracts';
import { z } from 'zod';

const WHOLE = /^[1-9]\d{0,4}$/;

export const examFormSchema = z
  .object({
    totalQuestions: z.string().trim().regex(WHOLE),
    minCorrectQuestions: z.string().trim().regex(WHOLE),
    durationMode: z.enum(['none', 'minutes', 'hours']),
    examDuration: z.string().trim(),
    examInstructions: z.string().max(5000),
    examTerms: z.string().max(20_000),
    questions: z
      .array(
        z.object({
          question: z.string().trim().min(3).max(1000),
          options: z
            .array(z.object({ text: z.string().trim().min(1).max(500) }))
            .min(2)
            .max(8),
          correct: z.string().regex(/^\d$/, 'right'),
          explanation: z.string().max(2000),
        }),
      )
      .min(1)
      .max(300),
  })
  .superRefine((v, ctx) => {
    if (v.durationMode !== 'none' && !WHOLE.test(v.examDuration))
      ctx.addIssue({ code: 'custom', path: ['examDuration'], message: 'duration' });
    const total = Number(v.totalQuestions);
    if (WHOLE.test(v.totalQuestions) && total > v.questions.length)
      ctx.addIssue({ code: 'custom', path: ['totalQuestions'], message: 'tooMany' });
    if (WHOLE.test(v.minCorrectQuestions) && Number(v.minCorrectQuestions) > total)
      ctx.addIssue({ code: 'custom', path: ['minCorrectQuestions'], message: 'passAbove' });
  });
export type ExamFormValues = z.infer<typeof examFormSchema>;

export const emptyQuestion = (): ExamFormValues['questions'][number] => ({
  question: '',
  options: [{ text: '' }, { text: '' }],
  correct: '',
  explanation: '',
});

/** The form starts from the version in the works (draft or rejected), else from the live exam. */
export function initialValues(course: AdminCourse): ExamFormValues {
  const latest = course.versions[0];
  const source = latest && (latest.status === 'draft' || latest.status === 'rejected') ? latest : course.live;
  return {
    totalQuestions: String(source.totalQuestions),
    minCorrectQuestions: String(source.minCorrectQuestions),
    durationMode: source.examDuration && source.examDurationMode ? source.examDurationMode : 'none',
    examDuration: source.examDuration ? String(source.examDuration) : '',
    examInstructions: source.examInstructions ?? '',
    examTerms: source.examTerms ?? '',
    questions: source.questions.map((q) => ({
      question: q.question,
      options: q.options.map((o) => ({ text: o.text })),
      correct: String(q.options.findIndex((o) => o.isCorrect)),
      explanation: q.explanation ?? '',
    })),
  };
}

export function toDraft(v: ExamFormValues): ExamDraft {
  const timed = v.durationMode !== 'none';
  return {
    totalQuestions: Number(v.totalQuestions),
    minCorrectQuestions: Number(v.minCorrectQuestions),
    examDuration: timed ? Number(v.examDuration) : null,
    examDurationMode: timed ? (v.durationMode as 'minutes' | 'hours') : null,
    examInstructions: v.examInstructions.trim() || null,
    examTerms: v.examTerms.trim() || null,
    questions: v.questions.map((q) => ({
      question: q.question.trim(),
      options: q.options.map((o, i) => ({ text: o.text.trim(), isCorrect: String(i) === q.correct })),
      explanation: q.explanation.trim() || null,
    })),
  };
}
