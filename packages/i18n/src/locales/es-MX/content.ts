// Mexican Spanish differences from es for the content screens: usted forms, 'Información para prescribir'.
export const contentOverrides = {
  lists: {
    novelty: { lead: 'Los contenidos más recientes para usted.' },
    contents: { lead: 'Videos, audios y textos de sus especialidades.' },
    saved: { lead: 'Los contenidos que guardó para ver más tarde.' },
  },
  home: {
    forYouHint: 'Elegidos según las especialidades de sus preferencias.',
    empty: 'Todavía no hay contenidos publicados para usted.',
  },
  save: {
    failed: 'No pudimos actualizar sus guardados. Inténtelo de nuevo.',
  },
  detail: {
    breadcrumbLabel: 'Usted está en',
    mediaUnsupported: 'Su navegador no puede reproducir este archivo.',
    userCertificate: 'Su certificado de esta capacitación',
    seasonsTabs: 'Elija la temporada',
    medicineInsert: 'Información para prescribir',
  },
  product: {
    medicineInsert: 'Información para prescribir',
  },
  states: {
    savedEmpty: 'Todavía no ha guardado ningún contenido. Use “Guardar para después” en cualquier contenido.',
    notFound: {
      body: 'Este contenido no existe, no está disponible en su país o ya expiró.',
    },
    forbidden: {
      body: 'Este contenido está reservado a un grupo de profesionales al que su cuenta no pertenece.',
    },
    failed: {
      body: 'Ocurrió un error (código {{status}}). Inténtelo de nuevo en unos instantes.',
    },
  },
};
