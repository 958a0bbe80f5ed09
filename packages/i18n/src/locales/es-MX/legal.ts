export const legalOverrides = {};
