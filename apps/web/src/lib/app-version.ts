// The web's version (apps/web/package.json), sent with profile updates as `appVersion`.
// Named import: Vite keeps only this field of package.json in the bundle.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
