// What other modules may use of the console's kernel (issue 36, decision 033): the staff route table and
// its guard, the audit trail, the policy and country scope, the transaction a change and its audit row
// share, staff e-mails and time in a zone. Biome refuses any other path into this module.
export { accountIdentity, accountInScope, accountRegister } from './account-scope.ts';
export { changedFields, recordAudit, recordMemberAudit } from './audit-service.ts';
export { meOf } from './auth-service.ts';
export { coversCountry, managesMember, mayReview, sharesCountry } from './policy.ts';
export { emailsOf } from './repository.ts';
export { inTransaction } from './staff-context.ts';
export {
  contextOf,
  declareStaffRoutes,
  STAFF_ERRORS,
  staffRoute,
  staffRouteOf,
  staffRoutes,
  staffRouteTable,
} from './staff-route.ts';
export { instantToZoned, zonedToInstant } from './zoned-time.ts';
