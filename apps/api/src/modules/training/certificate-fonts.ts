// The certificate's typefaces, TrueType files from npm (SIL Open Font License): Lora for the heading,
// the holder's name and the course, Source Sans 3 for the rest. Embedded whole (`subset: false`, as
// ARCHITECTURE.md asks): every glyph is in the file, so a PDF/A reader or a later edit never lacks one,
// and accented names (ã, ç, é, ñ) render as typed. Read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FILES = {
  serifBold: '@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf',
  serifItalic: '@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf',
  sans: '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf',
  sansBold: '@expo-google-fonts/source-sans-3/600SemiBold/SourceSans3_600SemiBold.ttf',
} as const;

export type CertificateFontName = keyof typeof FILES;

let loaded: Record<CertificateFontName, Uint8Array> | undefined;

export function certificateFontFiles(): Record<CertificateFontName, Uint8Array> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as unknown as Record<CertificateFontName, Uint8Array>;
  return loaded;
}
