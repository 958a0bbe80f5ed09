// What other modules may use of course authoring (issue 36, decision 033): the certificate's signer the
// training module prints. Biome refuses any other path into this module but service.ts.
export { certificateSignerOf } from './signer-service.ts';
