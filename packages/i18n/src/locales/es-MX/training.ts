// Mexican Spanish differences from es for courses, exams and certificates: usted forms.
export const trainingOverrides = {
  list: { lead: 'Vea las clases, presente el examen y obtenga su certificado.' },
  states: { notFound: 'Curso no encontrado o no disponible para usted.' },
  detail: {
    videoUnsupported: 'Su navegador no reproduce este video.',
    examSummary: '{{total}} preguntas; debe acertar {{min}}.',
    takeExam: 'Presentar el examen',
    passed: 'Usted aprobó este curso.',
  },
  progress: { label: 'Su avance', start: 'Comenzar el curso', startLabel: 'Comenzar el curso {{course}}' },
  exam: {
    acceptRequired: 'Marque la casilla para aceptar los términos.',
    instructionsCommon:
      'Una pregunta a la vez. Sus respuestas se guardan en cuanto elige; si se corta la conexión o se recarga la página, el examen continúa donde quedó.',
    alreadyPassed: 'Usted ya aprobó este curso.',
    optionsLabel: 'Elija una respuesta',
    reviewHeading: 'Revise sus respuestas',
    reviewLead: 'Revise las respuestas antes de enviar. Puede volver a cualquier pregunta.',
    confirmBody: 'Después de enviarlo no podrá cambiar las respuestas.',
    submitFailed: 'No se pudo enviar el examen. Inténtelo de nuevo.',
  },
  result: { passed: '¡Felicidades, usted aprobó!', failed: 'No alcanzó la calificación mínima.' },
  feedback: { yourAnswer: 'Su respuesta: {{answer}}', noAnswer: 'Su respuesta: ninguna' },
  certificates: {
    lead: 'Los certificados de los cursos que usted aprobó.',
    empty: 'Todavía no tiene certificados. Complete un curso en línea para obtener el suyo.',
  },
};
