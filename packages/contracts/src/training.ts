// Training API (spec sections 3, 4, 6, 7 calls 11-15; issue 5): terms, timed exams, feedback and
// verifiable certificates. The server is the only authority on timing and grading: correct answers never
// leave it before the attempt is finished.
import { z } from 'zod';
import { contentIdSchema, courseProgressSchema } from './content.ts';

/** Seconds after the deadline during which answers still count (network latency). */
export const EXAM_GRACE_SECONDS = 10;

export const EXAM_DURATION_MODES = ['minutes', 'hours', 'none'] as const;
export type ExamDurationMode = (typeof EXAM_DURATION_MODES)[number];

/**
 * Stable messages of the training refusals (the envelope's `code` is the generic one shown beside each);
 * clients may branch on `message` for these.
 */
export const TRAINING_ERRORS = {
  /** 409 CONFLICT: POST start before POST accept-terms. */
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  /** 409 CONFLICT: POST start after the course was passed. */
  alreadyPassed: 'ALREADY_PASSED',
  /** 409 CONFLICT: PUT answers / POST finish with no open attempt (never started or already finished). */
  noOpenAttempt: 'NO_OPEN_ATTEMPT',
  /** 409 CONFLICT: the course has no question bank yet. */
  noQuestionBank: 'NO_QUESTION_BANK',
  /** 409 CONFLICT: PUT answers after the deadline plus grace. */
  deadlinePassed: 'DEADLINE_PASSED',
  /** 409 CONFLICT: GET feedback before any attempt was finished. */
  notFinished: 'NOT_FINISHED',
  /** 403 FORBIDDEN: a speaker-training course for a user without canAcessSpeakTraining. */
  speakerTrainingOnly: 'SPEAKER_TRAINING_ONLY',
  /** 404 NOT_FOUND: not a training course (mainCluster to_training / speaker training) visible to the user. */
  notATraining: 'NOT_A_TRAINING',
  /** 404 NOT_FOUND: not a lesson of this course. */
  notALesson: 'NOT_A_LESSON',
  /** 409 CONFLICT: POST start while lessons are not complete (the course requires them before the exam). */
  lessonsNotComplete: 'LESSONS_NOT_COMPLETE',
  /** 409 CONFLICT: POST start during the pause after an attempt; the envelope's `retryAt` says when it opens. */
  retakePause: 'RETAKE_PAUSE',
  /** 409 CONFLICT: POST start after the attempts allowed in the period; `retryAt` says when one frees up. */
  attemptsLimit: 'ATTEMPTS_LIMIT',
  /** 409 CONFLICT: lesson progress further than the time since the lesson was opened allows. */
  progressTooFast: 'PROGRESS_TOO_FAST',
  /** 409 CONFLICT: lesson progress before the lesson was opened (POST view first). */
  lessonNotOpened: 'LESSON_NOT_OPENED',
} as const;
export type TrainingErrorMessage = (typeof TRAINING_ERRORS)[keyof typeof TRAINING_ERRORS];

export const trainingParamsSchema = z.object({ id: contentIdSchema });
export type TrainingParams = z.infer<typeof trainingParamsSchema>;

/** An option as the exam shows it: never `isCorrect`. */
export const examOptionSchema = z.object({ text: z.string(), value: z.string() }).meta({ id: 'ExamOption' });
export type ExamOption = z.infer<typeof examOptionSchema>;

export const examQuestionSchema = z
  .object({ id: z.string(), question: z.string(), options: z.array(examOptionSchema) })
  .meta({ id: 'ExamQuestion' });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examAnswerSchema = z
  .object({ id: z.string().min(1).max(100), selectedOptionValue: z.string().min(1).max(100) })
  .meta({ id: 'ExamAnswer' });
export type ExamAnswer = z.infer<typeof examAnswerSchema>;

const answersSchema = z.array(examAnswerSchema).max(200);

// ---- 11. POST /api/training/:id/accept-terms (no body) -> 200 -----------------------------------------
export const acceptTrainingTermsResponseSchema = z
  .object({ accepted: z.literal(true), acceptedAt: z.string() })
  .meta({ id: 'AcceptTrainingTermsResponse' });
export type AcceptTrainingTermsResponse = z.infer<typeof acceptTrainingTermsResponseSchema>;

// ---- POST /api/training/:id/lessons/:lessonId/view (no body) -> the course's progress ----------------
export const lessonViewParamsSchema = z.object({ id: contentIdSchema, lessonId: contentIdSchema });
export type LessonViewParams = z.infer<typeof lessonViewParamsSchema>;

// ---- POST /api/training/:id/lessons/:lessonId/progress {position, reachedEnd} -> lesson and course -----
/**
 * Media lessons: `position` is the player's current second; the furthest point moves forward only as fast
 * as the wall time since the lesson was opened allows. Text and PDF lessons: `reachedEnd` when the reader
 * scrolled to the end.
 */
export const lessonProgressBodySchema = z.object({
  position: z.number().min(0).max(86_400),
  reachedEnd: z.boolean().optional(),
});
export type LessonProgressBody = z.infer<typeof lessonProgressBodySchema>;

/** Share of a media lesson that must be played for it to count as complete. */
export const LESSON_COMPLETE_RATIO = 0.9;

export const lessonProgressSchema = z
  .object({
    lessonId: z.string(),
    /** Seconds of the lesson's media, or null for a text or PDF lesson. */
    durationSeconds: z.number().int().nullable(),
    /** Furthest second played (any device). */
    furthestSeconds: z.number().int(),
    /** Where the player stopped last: it resumes there. */
    positionSeconds: z.number().int(),
    completed: z.boolean(),
  })
  .meta({ id: 'LessonProgress' });
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const lessonProgressResultSchema = z
  .object({ lesson: lessonProgressSchema, course: courseProgressSchema })
  .meta({ id: 'LessonProgressResult' });
export type LessonProgressResult = z.infer<typeof lessonProgressResultSchema>;

/** When the physician may start the exam, and what holds it back. */
export const examGateSchema = z
  .object({
    canStart: z.boolean(),
    /** What holds the exam back now, or null. */
    blockedBy: z.enum(['lessons', 'pause', 'attempts']).nullable(),
    lessonsRequired: z.boolean(),
    /** Lessons still to complete (0 when none or not required). */
    lessonsRemaining: z.number().int(),
    /** ISO date-time the next attempt opens (pause or attempts limit), or null. */
    nextAttemptAt: z.string().nullable(),
    /** Attempts started in the current period, and the most allowed in it. */
    attemptsInPeriod: z.number().int(),
    maxAttemptsPerPeriod: z.number().int(),
    attemptPeriodDays: z.number().int(),
    retakePauseHours: z.number().int(),
  })
  .meta({ id: 'ExamGate' });
export type ExamGate = z.infer<typeof examGateSchema>;

// ---- GET /api/training/:id/status -> where the user stands on a course (terms, open attempt, passed) ---
export const trainingStatusSchema = z
  .object({
    termsAccepted: z.boolean(),
    /** An attempt is open (started, not finished): POST start resumes it. */
    hasOpenAttempt: z.boolean(),
    isPassed: z.boolean(),
    /** Finished attempts so far. */
    finishedAttempts: z.number().int(),
    /** The last finished attempt's score (the exam's instructions say it before a retake), else null. */
    lastResult: z
      .object({
        correctAnswers: z.number().int(),
        totalQuestions: z.number().int(),
        minCorrectQuestions: z.number().int(),
        isPassed: z.boolean(),
        finishedAt: z.string(),
      })
      .nullable(),
    /** Code of the certificate when passed, else null. */
    certificateCode: z.string().nullable(),
    /** Status, passed date, workload and next lesson (what the course's card shows). */
    progress: courseProgressSchema,
    /** Per lesson: how far the user got (course order). */
    lessons: z.array(lessonProgressSchema),
    exam: examGateSchema,
  })
  .meta({ id: 'TrainingStatus' });
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

// ---- 12. POST /api/training/:id/start {startTime} -> attempt ---------------------------------------------
export const startExamBodySchema = z.object({
  /** Client's ISO date-time when it pressed start; informative only, the server uses its own clock. */
  startTime: z.string().max(40).optional(),
});
export type StartExamBody = z.infer<typeof startExamBodySchema>;

export const examAttemptSchema = z
  .object({
    id: z.string(),
    /** Drawn from the bank (totalQuestions of them) and shuffled for this attempt, options shuffled too. */
    questions: z.array(examQuestionSchema),
    /** Answers saved so far (resume after a reload). */
    answers: z.array(examAnswerSchema),
    /** ISO date-time, server clock. */
    startTime: z.string(),
    /** ISO date-time after which answers no longer count (plus EXAM_GRACE_SECONDS); null when untimed. */
    deadline: z.string().nullable(),
    /** Server's ISO date-time now, so the client can correct its clock for the countdown. */
    serverNow: z.string(),
    minCorrectQuestions: z.number().int(),
    totalQuestions: z.number().int(),
  })
  .meta({ id: 'ExamAttempt' });
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

// ---- PUT /api/training/:id/answers {answers} -> saved answers ---------------------------------------------
export const saveAnswersBodySchema = z.object({ answers: answersSchema });
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;
export const savedAnswersSchema = z
  .object({ answers: z.array(examAnswerSchema), serverNow: z.string() })
  .meta({ id: 'SavedAnswers' });
export type SavedAnswers = z.infer<typeof savedAnswersSchema>;

// ---- 13. POST /api/training/:id/finish {answers, attemptFinishDate} -> result -------------------------------
export const finishExamBodySchema = z.object({
  answers: answersSchema,
  /** Client's ISO date-time; informative only. */
  attemptFinishDate: z.string().max(40).optional(),
});
export type FinishExamBody = z.infer<typeof finishExamBodySchema>;

export const examResultSchema = z
  .object({
    isPassed: z.boolean(),
    correctAnswers: z.number().int(),
    totalQuestions: z.number().int(),
    minCorrectQuestions: z.number().int(),
    /** Seconds from start to the counted finish. */
    timeSpent: z.number().int(),
    /** The answers that counted (those saved before deadline + grace). */
    answers: z.array(examAnswerSchema),
    /** Code of the certificate when passed. */
    certificateCode: z.string().nullable(),
  })
  .meta({ id: 'ExamResult' });
export type ExamResult = z.infer<typeof examResultSchema>;

// ---- 14. GET /api/training/:id/feedback -> the last finished attempt ------------------------------------
// Before the user has passed the course, the key stays on the server: per question only whether their
// answer was right and the bank's explanation; options carry no `isCorrect` and there is no
// `correctOptionValue`. After a pass, the full key (`keyRevealed`).
export const feedbackOptionSchema = examOptionSchema
  .extend({ isCorrect: z.boolean().optional() })
  .meta({ id: 'FeedbackOption' });
export const feedbackQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    options: z.array(feedbackOptionSchema),
    /** The user's choice, or null when unanswered (or answered too late). */
    selectedOptionValue: z.string().nullable(),
    /** Only once the user passed the course. */
    correctOptionValue: z.string().optional(),
    /** Whether the user's answer was right. */
    isCorrect: z.boolean(),
    /** The bank's teaching note on the question, or null. */
    explanation: z.string().nullable(),
  })
  .meta({ id: 'FeedbackQuestion' });
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;
export const examFeedbackSchema = z
  .object({
    questions: z.array(feedbackQuestionSchema),
    answers: z.array(examAnswerSchema),
    isPassed: z.boolean(),
    correctAnswers: z.number().int(),
    totalQuestions: z.number().int(),
    finishedAt: z.string(),
    /** True once the user passed the course: options then say which one is right. */
    keyRevealed: z.boolean(),
  })
  .meta({ id: 'ExamFeedback' });
export type ExamFeedback = z.infer<typeof examFeedbackSchema>;

// ---- 15. GET /api/training/certificates -> the user's certificates ----------------------------------------
export const certificateSchema = z
  .object({
    /** Course title. */
    title: z.string(),
    contentId: z.string(),
    /** ISO date-time of the passing finish. */
    finishedDate: z.string(),
    /** URL of the PDF (`/api/training/certificates/{code}/pdf`), read with the user's bearer token. */
    certificate: z.string(),
    code: z.string(),
    /** Public page `${PUBLIC_URL}/certificados/verificar/{code}` (the QR code's target). */
    verificationUrl: z.string(),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema).meta({ id: 'CertificateList' });

/** Unambiguous alphabet of certificate codes (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const certificateCodeSchema = z.string().regex(/^[2-9A-HJKMNP-Z]{10,32}$/, 'Invalid certificate code');
export const certificateCodeParamsSchema = z.object({ code: certificateCodeSchema });

// ---- GET /api/public/certificates/:code (no auth) -> verification ---------------------------------------
export const certificateVerificationSchema = z
  .object({
    valid: z.boolean(),
    name: z.string().nullable(),
    course: z.string().nullable(),
    finishedDate: z.string().nullable(),
    /** Course workload in hours (from the content's duration), or null when unknown. */
    hours: z.number().nullable(),
    /** The country's approval code printed on the certificate, or null. */
    approvalCode: z.string().nullable(),
    code: z.string(),
  })
  .meta({ id: 'CertificateVerification' });
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificatePdfPath = (code: string) => `/api/training/certificates/${code}/pdf`;
export const certificateVerificationPath = (code: string) => `/certificados/verificar/${code}`;
