// What each rich-text field may hold, matched to the server's allowlist of that field: authored content
// (apps/api/src/modules/content-html/service.ts: h2-h4, lists, bold, italic, links, blockquotes, tables)
// and desk answers (apps/api/src/modules/mi-desk/answer-html.ts: no headings, no tables). Marks and nodes
// the server would drop (underline, strike, code, rules) are switched off, so the editor never shows what
// will not be saved.
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

export type RichTextProfile = 'content' | 'answer';

/** Link schemes the server keeps, per profile. */
export const LINK_SCHEMES: Record<RichTextProfile, readonly string[]> = {
  content: ['https:', 'http:', 'mailto:'],
  answer: ['https:', 'mailto:'],
};

/** Whether `href` is a link the profile's allowlist keeps. */
export function allowedHref(profile: RichTextProfile, href: string): boolean {
  try {
    return LINK_SCHEMES[profile].includes(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

export function extensionsFor(profile: RichTextProfile) {
  const starter = StarterKit.configure({
    heading: profile === 'content' ? { levels: [2, 3] } : false,
    underline: false,
    strike: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      // The server writes rel itself and drops target.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => allowedHref(profile, url),
    },
  });
  return profile === 'content' ? [starter, TableKit.configure({ table: { resizable: false } })] : [starter];
}
