// Mexico's differences from `es` in the frame: usted forms.
export const shellOverrides = {
  notFound: {
    body: 'La dirección que abrió no existe o cambió de lugar.',
  },
};
