// The identity-provider adapter: one interface, two implementations (embedded /idp, real SAP CDC).

/** The CDC login proof the portal API exchanges for a session token. */
export interface SignedUid {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
}

/** The part of a provider profile the portal reads. */
export interface ProviderProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** What every CDC method answers (REST and JS SDK alike), plus the data of each method. */
export interface CdcResponse {
  errorCode: number;
  statusCode?: number;
  statusReason?: string;
  errorMessage?: string;
  errorDetails?: string;
  validationErrors?: CdcValidationError[];
  callId?: string;
  UID?: string;
  UIDSignature?: string;
  signatureTimestamp?: string;
  regToken?: string;
  profile?: ProviderProfile;
  isVerified?: boolean;
  providers?: string[];
  /** With 403120 from the embedded provider: the wait of a right password inside the account's delay. */
  retryAfterSeconds?: number;
}

export interface CdcValidationError {
  errorCode: number;
  message: string;
  fieldName: string;
}

/** Why a provider call failed in a way the screens explain with their own texts. */
export type ProviderFailure =
  /** Wrong email or password, or a locked account: one generic message for all (no enumeration). */
  | { kind: 'invalid-credentials' }
  /** The right password while the account's sign-ins are delayed (a device it does not know): wait. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The account exists but its email is not verified yet. */
  | { kind: 'pending-verification' }
  | { kind: 'disabled' }
  /** A used, expired or unknown single-use token (verification / reset link). */
  | { kind: 'invalid-token' }
  /** Success answered without the signature: spec 'ERROR READING GIGYA LOGIN DATA'. */
  | { kind: 'missing-signature' }
  /** Field problems; the screens put each next to its field. */
  | { kind: 'validation'; fields: FieldProblem[] }
  /** Anything else, with the provider's own message for the "CANNOT CREATE ACCOUNT: ..." style alerts. */
  | { kind: 'error'; errorCode: number; message: string };

/** A validation error mapped to the portal's form field and a reason the screens translate. */
export interface FieldProblem {
  field: ProviderField;
  reason: 'email-taken' | 'password-policy' | 'invalid' | 'required';
  /** The provider's message, used only inside the provider-error alert. */
  message: string;
}

export type ProviderField = 'email' | 'password' | 'firstName' | 'lastName' | 'terms' | 'form';

export type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & { failure: ProviderFailure });

export type LoginOutcome = Outcome<{ signed: SignedUid; profile: ProviderProfile }>;
/** The embedded provider answers 206002 (pending verification) with the UID and a signature. */
export type RegisterOutcome = Outcome<{ uid: string; signed: SignedUid | null }>;
export type RegTokenOutcome = Outcome<{ regToken: string }>;
export type SimpleOutcome = Outcome<Record<never, never>>;

/** `accounts.register` input as CDC takes it (spec section 7). */
export interface ProviderRegistration {
  email: string;
  password: string;
  profile: { firstName: string; lastName: string; email: string };
  regToken: string;
  finalizeRegistration: true;
  lang: string;
  /** 'UM{country}_website'. */
  regSource: string;
  /** Brazil only: the terms consent. */
  preferences?: { terms: { consent: { isConsentGranted: true } } };
  /** Site data: the portal's registration data, completed at the first verified sign-in. */
  data?: { portalRegistration: object };
}

export type SocialProvider = 'linkedin' | 'facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['linkedin', 'facebook'];

export type StartScreen = 'gigya-login-screen' | 'gigya-forgot-password-screen';

export interface ScreenSetOptions {
  /** id of the element the provider renders into. */
  containerId: string;
  startScreen: StartScreen;
  lang: string;
  onLogin: (signed: SignedUid, profile: ProviderProfile) => void;
  onError: (failure: ProviderFailure) => void;
}

export type IdentityProviderKind = 'embedded' | 'sap-cdc';

export interface IdentityProvider {
  readonly kind: IdentityProviderKind;
  /** True when login and forgot-password are the provider's own screens (CDC screen-set). */
  readonly hostedScreens: boolean;
  login(email: string, password: string): Promise<LoginOutcome>;
  initRegistration(): Promise<RegTokenOutcome>;
  register(input: ProviderRegistration): Promise<RegisterOutcome>;
  /** Always ends in the same neutral confirmation, whether the account exists or not. */
  resetPassword(email: string): Promise<SimpleOutcome>;
  completeReset(token: string, password: string): Promise<SimpleOutcome>;
  verifyEmail(token: string): Promise<SimpleOutcome>;
  /** Mails the verification link again; always the same neutral answer (rate limited by the provider). */
  resendVerification(email: string): Promise<SimpleOutcome>;
  logout(uid: string): Promise<void>;
  /** Configured social providers; [] hides the buttons. */
  socialProviders(): Promise<SocialProvider[]>;
  /** Where the browser goes to start a social sign-in; `redirect` is a portal path. */
  socialLoginUrl(provider: SocialProvider, redirect: string): string;
  /** Renders the provider's screen-set; resolves to a function that removes it. Hosted screens only. */
  showScreenSet(options: ScreenSetOptions): Promise<() => void>;
}
