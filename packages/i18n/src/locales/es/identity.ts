// UI texts of the identity screens (Spanish): same shape as pt-br.
import type { DeepString } from '../../merge.ts';
import type { identity as base } from '../pt-br/identity.ts';

export const identity: DeepString<typeof base> = {};
