// Mexican Spanish differences from es for the server's mails: none yet (Mexico receives the es texts);
// a usted form would be a change here only.
export const mailOverrides = {};
