// Mexican Spanish differences from es for the identity screens.
export const identityOverrides = {};
