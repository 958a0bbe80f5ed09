// Mexican Spanish differences from es for the account screens.
export const accountOverrides = {};
