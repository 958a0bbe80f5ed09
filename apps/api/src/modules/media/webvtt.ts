// WebVTT as the console accepts it (W3C WebVTT: the file's signature line, then cues whose timing line
// is `start --> end` with end after start). What a browser would drop silently is refused with a reason
// here, so an editor learns at upload time that a caption track would show nothing.

export interface VttProblem {
  line: number;
  reason: string;
}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** Null when the text is valid WebVTT with at least one cue; else the first problem found. */
export function webVttProblem(text: string): VttProblem | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ''))
    return { line: 1, reason: 'The file must start with "WEBVTT"' };
  let cues = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line.includes('-->')) continue;
    const [start = '', rest = ''] = line.split('-->').map((part) => part.trim());
    const end = rest.split(/[ \t]+/)[0] ?? '';
    const from = seconds(start);
    const to = seconds(end);
    if (from === null || to === null)
      return { line: i + 1, reason: 'A cue timing must read hh:mm:ss.ttt --> hh:mm:ss.ttt' };
    if (to <= from) return { line: i + 1, reason: 'A cue must end after it starts' };
    if (!(lines[i + 1] ?? '').trim()) return { line: i + 2, reason: 'A cue needs its text' };
    cues++;
  }
  if (cues === 0) return { line: lines.length, reason: 'The file holds no cue' };
  return null;
}
