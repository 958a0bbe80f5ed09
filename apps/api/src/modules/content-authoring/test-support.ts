// Test helpers other modules' tests may use: the sample upload files (magic bytes of each type).

export { approvedOnA } from './scale-out-support.ts';
export { bytes, FILES, ftyp, le32 } from './upload-samples.ts';
