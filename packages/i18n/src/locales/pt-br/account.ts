// UI texts of the account screens (Portuguese, Brazil): the base shape.
export const account = {};
