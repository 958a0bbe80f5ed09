// Seeds the demo question banks (pt and es), course workloads and, for doctor.br and doctor.mx, one passed
// attempt with its certificate (and every lesson watched). Runs once per database (app_meta marker), after
// the corpus and accounts.
import { randomInt } from 'node:crypto';
import type { DatabaseHandle } from '@portal/db';
import {
  and,
  appMeta,
  contentItems,
  contentParts,
  eq,
  examAttempts,
  examQuestions,
  inArray,
  trainingCertificates,
  trainingCourses,
  trainingLessonViews,
  trainingTermsAcceptances,
  users,
} from '@portal/db';
import type { BankTopic, BilingualQuestion } from './bank-types.ts';
// The questions are data, one JSON file per group of courses.
import cardioOncoHemato from './banks-cardio-onco-hemato.json' with { type: 'json' };
import eyeLung from './banks-eye-lung.json' with { type: 'json' };
import speakers from './banks-speakers.json' with { type: 'json' };
import women from './banks-women.json' with { type: 'json' };

export type { BankTopic, BilingualQuestion } from './bank-types.ts';

/** A JSON bank as typed questions; banks.test.ts checks each has five texts and an answer in range. */
const bank = <K extends string>(json: Record<K, unknown>) => json as Record<K, BilingualQuestion[]>;
const { CARDIO_PREVENTION, THYROID_RAI_REFRACTORY, VON_WILLEBRAND } = bank(cardioOncoHemato);
const { OCT_PRACTICE, PULMONARY_HYPERTENSION, SMOKING_CESSATION } = bank(eyeLung);
const { EVENT_COMPLIANCE, SCIENTIFIC_COMMUNICATION } = bank(speakers);
const { ENDOMETRIOSIS, GENITOURINARY_MENOPAUSE } = bank(women);

export const DEMO_TRAINING_SEED_KEY = 'demo_training_seed';
const LANGUAGES = ['pt', 'es'] as const;
const OPTION_VALUES = ['a', 'b', 'c', 'd'] as const;
/** Same alphabet as the API's certificate codes (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const DEMO_BANKS: Record<BankTopic, { hours: number; questions: BilingualQuestion[] }> = {
  'cardio-08': { hours: 4, questions: CARDIO_PREVENTION },
  'onco-05': { hours: 3, questions: THYROID_RAI_REFRACTORY },
  'mulher-02': { hours: 3, questions: ENDOMETRIOSIS },
  'mulher-10': { hours: 2, questions: GENITOURINARY_MENOPAUSE },
  'oftalmo-07': { hours: 3, questions: OCT_PRACTICE },
  'hemato-04': { hours: 2, questions: VON_WILLEBRAND },
  'pneumo-01': { hours: 3, questions: PULMONARY_HYPERTENSION },
  'pneumo-09': { hours: 2, questions: SMOKING_CESSATION },
  'palestrante-01': { hours: 2, questions: SCIENTIFIC_COMMUNICATION },
  'palestrante-02': { hours: 2, questions: EVENT_COMPLIANCE },
};

/** The passed course each demo doctor holds (the certificates page is never empty in the demo). */
export const DEMO_PASSED_COURSES = [
  { email: 'doctor.br@example.com', contentId: 'pt-cardio-08' },
  { email: 'doctor.mx@example.com', contentId: 'es-cardio-08' },
] as const;

export function demoBankRows(contentId: string, language: 'pt' | 'es', questions: BilingualQuestion[]) {
  return questions.map((entry, index) => {
    const [question, ...options] = entry[language];
    return {
      id: `${contentId}-q${String(index + 1).padStart(2, '0')}`,
      contentId,
      position: index,
      question,
      options: options.map((text, o) => ({
        text,
        value: OPTION_VALUES[o] ?? String(o),
        isCorrect: o === entry.answer,
      })),
    };
  });
}

function certificateCode(): string {
  return Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export interface SeedTrainingOptions {
  now?: Date;
}

export async function seedDemoTraining(
  handle: DatabaseHandle,
  options: SeedTrainingOptions = {},
): Promise<boolean> {
  const { db } = handle;
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_TRAINING_SEED_KEY));
  if (marker.length > 0) return false;
  const wanted = LANGUAGES.flatMap((language) =>
    Object.keys(DEMO_BANKS).map((topic) => ({
      language,
      topic: topic as BankTopic,
      id: `${language}-${topic}`,
    })),
  );
  const present = new Set(
    (
      await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(
          inArray(
            contentItems.id,
            wanted.map((w) => w.id),
          ),
        )
    ).map((row) => row.id),
  );
  // Without the corpus there is nothing to attach banks to; try again on a later start.
  if (present.size === 0) return false;
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_TRAINING_SEED_KEY, value: JSON.stringify({ courses: present.size }) })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    for (const { language, topic, id } of wanted) {
      if (!present.has(id)) continue;
      const bank = DEMO_BANKS[topic];
      await tx
        .insert(examQuestions)
        .values(demoBankRows(id, language, bank.questions))
        .onConflictDoNothing();
      await tx
        .insert(trainingCourses)
        .values({ contentId: id, workloadHours: bank.hours })
        .onConflictDoNothing();
    }
    for (const passed of DEMO_PASSED_COURSES) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, passed.email));
      if (!user || !present.has(passed.contentId)) continue;
      const language = passed.contentId.startsWith('pt-') ? 'pt' : 'es';
      const rows = demoBankRows(passed.contentId, language, CARDIO_PREVENTION).slice(0, 5);
      const finishedAt = new Date(now.getTime() - 3 * 86_400_000);
      const startedAt = new Date(finishedAt.getTime() - 7 * 60_000);
      await tx
        .insert(trainingTermsAcceptances)
        .values({ userId: user.id, contentId: passed.contentId, acceptedAt: startedAt })
        .onConflictDoNothing();
      // A passed course was watched: its progress reads "3 of 3 lessons", not "0 of 3".
      const lessons = await tx
        .select({ id: contentParts.id })
        .from(contentParts)
        .where(and(eq(contentParts.contentId, passed.contentId), eq(contentParts.kind, 'lesson')));
      if (lessons.length > 0) {
        await tx
          .insert(trainingLessonViews)
          .values(
            lessons.map((lesson) => ({
              userId: user.id,
              contentId: passed.contentId,
              lessonId: lesson.id,
              viewedAt: startedAt,
              openedAt: startedAt,
              completedAt: startedAt,
            })),
          )
          .onConflictDoNothing();
      }
      const [attempt] = await tx
        .insert(examAttempts)
        .values({
          userId: user.id,
          contentId: passed.contentId,
          questionIds: rows.map((row) => row.id),
          optionOrder: Object.fromEntries(rows.map((row) => [row.id, row.options.map((o) => o.value)])),
          answers: rows.map((row) => ({
            id: row.id,
            selectedOptionValue: row.options.find((o) => o.isCorrect)?.value ?? 'a',
            savedAt: finishedAt.toISOString(),
          })),
          startedAt,
          deadline: new Date(startedAt.getTime() + 10 * 60_000),
          finishedAt,
          correctAnswers: rows.length,
          totalQuestions: rows.length,
          minCorrectQuestions: 3,
          timeSpent: 7 * 60,
          isPassed: true,
        })
        .returning({ id: examAttempts.id });
      await tx
        .insert(trainingCertificates)
        .values({
          code: certificateCode(),
          userId: user.id,
          contentId: passed.contentId,
          attemptId: attempt?.id ?? null,
          finishedAt,
          issuedAt: finishedAt,
        })
        .onConflictDoNothing();
    }
    return true;
  });
}
