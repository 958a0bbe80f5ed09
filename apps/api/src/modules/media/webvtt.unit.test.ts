import { describe, expect, it } from 'vitest';
import { webVttProblem } from './webvtt.ts';

describe('WebVTT check', () => {
  it('accepts a file with a header text, cue ids, hour-less timings, settings and a BOM', () => {
    expect(webVttProblem('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nOlá\n')).toBeNull();
    expect(
      webVttProblem('\uFEFFWEBVTT - legendas\r\n\r\n00:01.000 --> 00:02.500 align:start line:0\r\nHola\r\n'),
    ).toBeNull();
    expect(webVttProblem('WEBVTT\n\nNOTE nota\n\n01:00:00.000 --> 01:00:01.000\n<v Ana>Sim\n')).toBeNull();
  });

  it('names the line and the reason of what a browser would drop', () => {
    expect(webVttProblem('1\n00:00:00.000 --> 00:00:01.000\nx\n')).toEqual({
      line: 1,
      reason: 'The file must start with "WEBVTT"',
    });
    expect(webVttProblem('WEBVTT\n\n00:00:00,000 --> 00:00:01,000\nx\n')?.line).toBe(3);
    expect(webVttProblem('WEBVTT\n\n00:00:00.000 --> 00:00:61.000\nx\n')?.reason).toMatch(/hh:mm:ss/);
    expect(webVttProblem('WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nx\n')?.reason).toBe(
      'A cue must end after it starts',
    );
    expect(webVttProblem('WEBVTT\n\n00:00:01.000 --> 00:00:01.000\nx\n')?.reason).toBe(
      'A cue must end after it starts',
    );
    expect(webVttProblem('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n')).toEqual({
      line: 4,
      reason: 'A cue needs its text',
    });
    expect(webVttProblem('WEBVTT\n')?.reason).toBe('The file holds no cue');
  });
});
