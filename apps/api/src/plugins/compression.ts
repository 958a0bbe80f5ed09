// Compresses responses (HTML, JSON, scripts, styles) for clients that accept it: most of the portal's
// first load is text, and mobile networks are the common case for its users.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
