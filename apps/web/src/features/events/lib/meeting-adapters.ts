// Meeting providers behind one interface: Jitsi Meet through its iframe API (default) and the Zoom Meeting
// SDK (component view) with the SDK key. Each mounts into a container and returns how to leave.
import type { Meeting } from '@portal/contracts';
import { loadScript } from './script-loader.ts';

export interface MeetingSession {
  dispose(): void;
}

export interface MeetingAdapter {
  scriptUrl(meeting: Meeting): string;
  mount(meeting: Meeting, container: HTMLElement, language: string): Promise<MeetingSession>;
}

interface JitsiApi {
  dispose(): void;
}
type JitsiConstructor = new (
  domain: string,
  options: {
    roomName: string;
    parentNode: HTMLElement;
    width: string;
    height: string;
    lang: string;
    userInfo: object;
  },
) => JitsiApi;

interface ZoomClient {
  init(options: { zoomAppRoot: HTMLElement; language: string }): Promise<unknown>;
  join(options: {
    sdkKey: string;
    meetingNumber: string;
    userName: string;
    signature: string;
  }): Promise<unknown>;
  leaveMeeting?: () => Promise<unknown>;
}
interface ZoomEmbedded {
  createClient(): ZoomClient;
}

type MeetingWindow = Window & { JitsiMeetExternalAPI?: JitsiConstructor; ZoomMtgEmbedded?: ZoomEmbedded };
const win = () => window as MeetingWindow;

/** The Zoom Meeting SDK (component view) from Zoom's CDN. */
export const ZOOM_SDK_URL = 'https://source.zoom.us/3.13.2/zoom-meeting-embedded-3.13.2.min.js';

export const jitsiAdapter: MeetingAdapter = {
  scriptUrl: (meeting) => `https://${meeting.domain}/external_api.js`,
  async mount(meeting, container, language) {
    await loadScript(this.scriptUrl(meeting), () => Boolean(win().JitsiMeetExternalAPI));
    const Api = win().JitsiMeetExternalAPI as JitsiConstructor;
    const api = new Api(meeting.domain, {
      roomName: meeting.room,
      parentNode: container,
      width: '100%',
      height: '100%',
      lang: language.slice(0, 2),
      userInfo: { displayName: meeting.displayName },
    });
    return { dispose: () => api.dispose() };
  },
};

export const zoomAdapter: MeetingAdapter = {
  scriptUrl: () => ZOOM_SDK_URL,
  async mount(meeting, container, language) {
    await loadScript(ZOOM_SDK_URL, () => Boolean(win().ZoomMtgEmbedded));
    const client = (win().ZoomMtgEmbedded as ZoomEmbedded).createClient();
    await client.init({ zoomAppRoot: container, language: language.startsWith('pt') ? 'pt-PT' : 'es-ES' });
    // The server signs the join with the SDK secret (GET /api/events/:id/meeting).
    await client.join({
      sdkKey: meeting.sdkKey ?? '',
      meetingNumber: meeting.room,
      userName: meeting.displayName,
      signature: meeting.signature ?? '',
    });
    return { dispose: () => void client.leaveMeeting?.() };
  },
};

export function adapterFor(meeting: Meeting): MeetingAdapter {
  return meeting.provider === 'zoom' ? zoomAdapter : jitsiAdapter;
}
