// The identity screens' routes (the app's router points at these screens with the same paths).
export const IDENTITY_PATHS = {
  signIn: '/signin',
  register: '/cadastro',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  verifyEmail: '/verificar-email',
  socialCallback: '/signin/social',
  docFinderLogin: '/docfinder/login',
  docFinder: '/docfinder',
  home: '/home',
} as const;

/** Query flag of /signin that opens the "forgot your e-mail?" help (Brazil). */
export const FORGOT_EMAIL_PARAM = 'esqueci-email';
