export const appOverrides = {};
