// UI texts of the account screens (Spanish): same shape as pt-br.
import type { DeepString } from '../../merge.ts';
import type { account as base } from '../pt-br/account.ts';

export const account: DeepString<typeof base> = {};
