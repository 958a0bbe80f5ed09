// Screen tracking: each visit gets its own screen_view, pushed a fixed delay after it (never cancelled).
export interface ScreenViewEvent {
  event: 'screen_view';
  screen_class: string;
  userCrmId: string | null;
  veevaID?: string;
}

export interface TrackedUser {
  registerNumber?: string | null;
  veevaID?: string | null;
}

export interface ScreenTrackerDeps {
  delayMs: number;
  labelFor: (pathname: string) => string;
  /** Read when the event fires, so a profile stored meanwhile is included. */
  user: () => TrackedUser | null;
  push: (event: ScreenViewEvent) => void;
  schedule?: (run: () => void, ms: number) => unknown;
}

export function buildScreenView(label: string, user: TrackedUser | null): ScreenViewEvent {
  const event: ScreenViewEvent = {
    event: 'screen_view',
    screen_class: label,
    userCrmId: user?.registerNumber || null,
  };
  if (user?.veevaID) event.veevaID = user.veevaID;
  return event;
}

export function createScreenTracker(deps: ScreenTrackerDeps) {
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  return {
    /** Call on every route change; the label is taken now, the user when the event fires. */
    visit(pathname: string): void {
      const label = deps.labelFor(pathname);
      schedule(() => deps.push(buildScreenView(label, deps.user())), deps.delayMs);
    },
  };
}
