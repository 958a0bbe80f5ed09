// The authenticator's answers: a user's register type by provider UID, and a Brazilian CRM check.
import type { UserTypeResponse, ValidateCrmBody, ValidateCrmResponse } from '@portal/contracts';
import { STORED_REGISTER_TYPES } from '@portal/contracts';
import type { Database } from '@portal/db';
import { findLicensedProfessional } from '../registry/service.ts';
import { findRegisterTypeByUid, portalUserWithEmailExists } from './repository.ts';

type StoredRegisterType = (typeof STORED_REGISTER_TYPES)[number];

function isStoredRegisterType(value: unknown): value is StoredRegisterType {
  return (STORED_REGISTER_TYPES as readonly unknown[]).includes(value);
}

export async function userTypeOf(db: Database, uid: string): Promise<UserTypeResponse> {
  const registerType = await findRegisterTypeByUid(db, uid);
  return { tipoUsuario: isStoredRegisterType(registerType) ? registerType : null };
}

/** The authenticator is Brazil's: a CRM with its UF, and whether that email is already a portal user. */
export async function validateCrm(db: Database, body: ValidateCrmBody): Promise<ValidateCrmResponse> {
  const [found, preCadastro] = await Promise.all([
    findLicensedProfessional(db, {
      country: 'BR',
      registerType: 'CRM',
      registerNumber: body.crm,
      registerUf: body.uf,
    }),
    portalUserWithEmailExists(db, body.email),
  ]);
  return { valido: found !== undefined, preCadastro };
}
