// The training screens' paths (spec section 2): the same in Portuguese and Spanish.
export const TRAINING_PATHS = {
  list: '/cursos-online',
  certificates: '/certificados',
  verify: '/certificados/verificar',
} as const;

const segment = (id: string) => encodeURIComponent(id);

export const coursePath = (id: string) => `${TRAINING_PATHS.list}/${segment(id)}`;
export const lessonPath = (courseId: string, lessonId: string) =>
  `${TRAINING_PATHS.list}/${segment(courseId)}/${segment(lessonId)}`;
export const moreInfoPath = (id: string) => `${coursePath(id)}/mas-info`;
export const examPath = (id: string) => `${coursePath(id)}/examen`;
export const verifyPath = (code: string) => `${TRAINING_PATHS.verify}/${segment(code)}`;
