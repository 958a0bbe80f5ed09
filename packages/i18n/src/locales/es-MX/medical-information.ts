// Mexican Spanish differences from es for medical information and the article popup: usted forms.
export const medicalInformationOverrides = {
  article: {
    description:
      'Complete los datos del artículo. El equipo de información médica se pondrá en contacto con usted.',
    fields: { productPlaceholder: 'Seleccione un producto' },
    errors: {
      product: 'Seleccione un producto.',
      articleTitle: 'Indique el título del artículo.',
      phone: 'Indique un teléfono válido.',
      year: 'Indique el año con cuatro dígitos.',
    },
    success:
      'Su solicitud fue enviada. Pronto el equipo de información médica se pondrá en contacto con usted.',
    failure:
      'Ocurrió un error inesperado durante su solicitud. Por favor, póngase en contacto a través de la página de contacto.',
    contactLink: 'Contáctenos',
  },
  screen: {
    lead: 'Envíe su pregunta sobre un producto al equipo de información médica.',
    productPlaceholder: 'Seleccione un producto',
    question: 'Su pregunta',
    errors: { product: 'Seleccione un producto.', question: 'Escriba su pregunta.' },
    sent: 'Pregunta enviada. Siga su estado abajo.',
    failed: 'No se pudo enviar ahora. Inténtelo de nuevo.',
    adverseEvent:
      'Su mensaje sugiere un evento adverso. Fue señalado al equipo médico; repórtelo también por el canal de farmacovigilancia.',
    empty: 'Todavía no ha hecho ninguna solicitud.',
    loadError: 'No se pudieron cargar sus solicitudes.',
  },
};
