// Debian's Chromium and the flags of every headless run on this machine (the e2e suite and the bench's
// Lighthouse pass): no sandbox inside a container, no GPU, and none of the background traffic that a
// machine without internet would wait on. Nothing downloads a browser.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
