// Demo captions, transcripts and certificate signers (issue 35): the demo videos carry WebVTT captions
// and a transcript in pt-BR and es; every demo course names a responsible physician (fictitious) with a
// generated signature image. The files are written with the other demo media (media-files.ts); the rows
// are added on every start when missing (the courses must exist: they come from the corpus).

import type { DatabaseHandle } from '@portal/db';
import { and, contentItems, courseCertificateSigners, eq, mediaCaptions, or } from '@portal/db';
import { signaturePng } from '../signature-png.ts';

const DEMO_VIDEOS = ['/media/demo/clip.webm', '/media/restricted/demo/speaker-clip.webm'] as const;

const CUES = {
  'pt-BR': [
    ['00:00:00.000', '00:00:01.500', 'Bem-vindo à aula.'],
    ['00:00:01.500', '00:00:03.000', 'Vamos rever os pontos principais do tema.'],
  ],
  es: [
    ['00:00:00.000', '00:00:01.500', 'Bienvenido a la clase.'],
    ['00:00:01.500', '00:00:03.000', 'Repasemos los puntos principales del tema.'],
  ],
} as const;

type DemoLanguage = keyof typeof CUES;

export function demoVtt(language: DemoLanguage): string {
  const cues = CUES[language].map(([from, to, text], i) => `${i + 1}\n${from} --> ${to}\n${text}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}

const transcript = (language: DemoLanguage) => CUES[language].map(([, , text]) => text).join(' ');

/** `/media/demo/clip.webm` -> `/media/demo/captions/clip.pt-BR.vtt` (beside the video, same access). */
export function demoCaptionsUrl(videoUrl: string, language: string): string {
  const folder = videoUrl.slice(0, videoUrl.lastIndexOf('/'));
  const name = videoUrl.slice(videoUrl.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/, '');
  return `${folder}/captions/${name}.${language}.vtt`;
}

/** The fictitious physicians who sign the demo courses' certificates, per course language. */
export const DEMO_SIGNERS = {
  pt: {
    name: 'Dra. Marina Conceição Albuquerque',
    role: 'Coordenadora científica do curso · CRM 123456/SP',
    signatureUrl: '/media/demo/signatures/pt.png',
  },
  es: {
    name: 'Dr. Joaquín Peña Ibáñez',
    role: 'Director académico del curso · Matrícula 87654',
    signatureUrl: '/media/demo/signatures/es.png',
  },
} as const;

/** Files for media-files.ts: path under /media -> contents. */
export function demoMediaTextFiles(): [string, Buffer | string][] {
  const files: [string, Buffer | string][] = [];
  for (const video of DEMO_VIDEOS)
    for (const language of Object.keys(CUES) as DemoLanguage[])
      files.push([demoCaptionsUrl(video, language).slice('/media/'.length), demoVtt(language)]);
  for (const signer of Object.values(DEMO_SIGNERS))
    files.push([signer.signatureUrl.slice('/media/'.length), signaturePng(signer.name)]);
  return files;
}

export async function seedDemoMediaText(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db
    .insert(mediaCaptions)
    .values(
      DEMO_VIDEOS.flatMap((video) =>
        (Object.keys(CUES) as DemoLanguage[]).map((language) => ({
          mediaUrl: video,
          language,
          captionsUrl: demoCaptionsUrl(video, language),
          transcript: transcript(language),
        })),
      ),
    )
    .onConflictDoNothing();
  for (const [language, signer] of Object.entries(DEMO_SIGNERS)) {
    const courses = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.demo, true),
          eq(contentItems.language, language),
          or(eq(contentItems.mainCluster, 'to_training'), eq(contentItems.isSpeakerTraining, true)),
        ),
      );
    if (courses.length === 0) continue;
    await db
      .insert(courseCertificateSigners)
      .values(courses.map((course) => ({ contentId: course.id, ...signer })))
      .onConflictDoNothing();
  }
}
