// UI texts of the identity screens (Portuguese, Brazil): the base shape.
export const identity = {};
