export const app = {};
