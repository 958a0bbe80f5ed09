// Authenticator endpoints (Basic authorization), as ARCHITECTURE.md names them.
import { z } from 'zod';
import { STORED_REGISTER_TYPES } from './users.ts';

/** POST /authenticator/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya */
export const userTypeBodySchema = z.object({
  appId: z.string().max(100).optional(),
  idGigya: z.string().trim().min(1).max(200),
});
export type UserTypeBody = z.infer<typeof userTypeBodySchema>;

/** The portal user's register type, or null when the account has no portal user. */
export const userTypeResponseSchema = z.object({ tipoUsuario: z.enum(STORED_REGISTER_TYPES).nullable() });
export type UserTypeResponse = z.infer<typeof userTypeResponseSchema>;

/** POST /authenticator/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail */
export const validateCrmBodySchema = z.object({
  crm: z.string().trim().min(1).max(30),
  uf: z.string().trim().length(2),
  email: z.string().trim().max(320),
});
export type ValidateCrmBody = z.infer<typeof validateCrmBodySchema>;

/** valido: the CRM is in the registry; preCadastro: a portal user with that email exists. */
export const validateCrmResponseSchema = z.object({ valido: z.boolean(), preCadastro: z.boolean() });
export type ValidateCrmResponse = z.infer<typeof validateCrmResponseSchema>;
