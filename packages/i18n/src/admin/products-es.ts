// Console texts of product authoring (decision 022), Spanish.
import type { productsPtBr } from './products-pt-br.ts';

export const productsEs: typeof productsPtBr = {
  nav: 'Productos',
  heading: 'Productos',
  new: 'Nuevo producto',
  empty: 'No hay productos creados en sus países.',
  tableLabel: 'Productos de sus países',
  columns: {
    name: 'Nombre',
    status: 'Estado',
    countries: 'Países',
    published: 'Publicado en',
    updatedAt: 'Modificado el',
  },
  newHeading: 'Nuevo producto',
  editHeading: 'Editar: {{name}}',
  name: 'Nombre del producto',
  description: 'Descripción (HTML)',
  medicineInsert: 'Prospecto (ruta /media/… o enlace https://…)',
  thumbnail: 'Imagen del producto (ruta /media/… o enlace https://…)',
  pathHint: 'Un archivo subido (/media/…) o una dirección https://.',
  medicineInsertFile: 'Archivo del prospecto',
  thumbnailFile: 'Archivo de la imagen',
  thumbnailAlt: 'Imagen del producto subida',
  fileHint: 'Subir un archivo completa la dirección de arriba.',
  invalidPath: 'Indique una ruta /media/… o un enlace https://.',
  countries: 'Países',
  newVersion:
    'Editar un producto aprobado crea una nueva versión, que necesita una nueva aprobación; los médicos siguen viendo la versión publicada.',
  discardConfirm: '¿Descartar los cambios?',
  insertLink: 'Prospecto: {{url}}',
  publicationLine: '{{country}}: desde {{from}} hasta {{until}} · código {{code}}',
  expiredLine: '{{country}}: venció el {{until}} · código {{code}}',
  scheduledLine: '{{country}}: a partir del {{from}} hasta {{until}} · código {{code}}',
  previewInsert: 'Ver el prospecto',
};
