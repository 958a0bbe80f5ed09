// Meeting provider settings: from the app's config (MEETING_JITSI_DOMAIN, ZOOM_SDK_KEY).
export interface MeetingSettings {
  jitsiDomain: string;
  zoomSdkKey: string | undefined;
  /** Signs the Zoom join; without it a Zoom meeting cannot be joined from the portal. */
  zoomSdkSecret?: string | undefined;
}
