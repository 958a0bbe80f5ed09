// Meeting provider settings: from the app's config (MEETING_JITSI_DOMAIN, ZOOM_SDK_KEY).
export interface MeetingSettings {
  jitsiDomain: string;
  zoomSdkKey: string | undefined;
}
