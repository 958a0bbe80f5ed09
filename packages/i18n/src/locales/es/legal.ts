// Long public texts in Latin-American Spanish (Argentina, Chile, Costa Rica, Colombia, Peru; Mexico
// through es-MX overrides). Same shape as pt-br, paragraph for paragraph; {{countryName}} names the
// visitor's country where the law or the authority depends on it.
import type { DeepString } from '../../merge.ts';
import type { legal as base } from '../pt-br/legal.ts';

export const legal: DeepString<typeof base> = {
  terms: {
    title: 'Condiciones de uso',
    updated: 'Última actualización: junio de 2025',
    intro:
      'Estas Condiciones de uso regulan el acceso y el uso de {{appName}}, el portal de {{brand}} para profesionales de la salud en {{countryName}}. Léalas con atención: al registrarse o usar el portal, usted declara que las ha leído, comprendido y aceptado.',
    sections: [
      {
        heading: '1. Aceptación de las condiciones',
        body: [
          'El uso de {{appName}} requiere la aceptación íntegra de estas Condiciones de uso y de la Política de privacidad, que forma parte de ellas. La aceptación queda registrada al crear su cuenta y, en los contenidos a los que se accede por enlace, cuando usted confirma su identificación profesional.',
          'Si no está de acuerdo con alguna disposición, no utilice el portal. Algunos servicios, como los cursos en línea y los eventos, tienen condiciones particulares que se presentan antes de la inscripción; en caso de conflicto, prevalecen las condiciones particulares para ese servicio.',
        ],
      },
      {
        heading: '2. Público exclusivo de profesionales de la salud',
        body: [
          '{{appName}} está dirigido exclusivamente a profesionales de la salud habilitados para ejercer en {{countryName}}, en particular a médicos con matrícula, colegiatura o registro profesional vigente. De acuerdo con la normativa sanitaria, la información sobre medicamentos de venta bajo receta solo puede dirigirse a profesionales facultados para prescribirlos o dispensarlos.',
          'Al registrarse, usted declara ser profesional de la salud y que los datos de registro que proporciona son verdaderos. {{brand}} puede verificarlos en registros públicos o de terceros autorizados y suspender o cancelar las cuentas cuyo registro no pueda confirmarse, no esté vigente o corresponda a una profesión no atendida por el portal.',
          'Los contenidos no están destinados a pacientes ni al público en general. No los comparta con personas que no sean profesionales de la salud.',
        ],
      },
      {
        heading: '3. Registro, cuenta y credenciales',
        body: [
          'El registro y la autenticación se realizan a través de un proveedor de identidad contratado por {{brand}}. Usted debe mantener sus datos actualizados y es responsable de guardar su contraseña en forma confidencial y de toda actividad realizada con sus credenciales.',
          'La cuenta es personal e intransferible. Si sospecha un uso indebido, cambie su contraseña de inmediato y avísenos por el canal de contacto.',
          'Puede cerrar su cuenta en cualquier momento. {{brand}} puede suspender o cancelar las cuentas que incumplan estas condiciones, la ley o las normas éticas de la profesión, sin perjuicio de las obligaciones legales de conservación de registros.',
        ],
      },
      {
        heading: '4. Uso permitido de los contenidos',
        body: [
          'Usted puede consultar los contenidos para su actualización profesional, con fines personales y no comerciales, e incluso descargar materiales cuando se ofrezca esa opción.',
          'No está permitido: reproducir, distribuir, modificar o publicar contenidos sin autorización escrita; compartir enlaces de acceso o credenciales con terceros; usar robots u otros medios automatizados para extraer datos; intentar eludir las medidas de seguridad o de control de acceso; ni usar el portal con fines ilícitos o para promocionar productos o servicios propios.',
          'Los contenidos identificados como exclusivos, los materiales de formación de oradores y los contenidos compartidos por enlace son confidenciales y no pueden reenviarse.',
        ],
      },
      {
        heading: '5. Propiedad intelectual',
        body: [
          'Los textos, videos, audios, imágenes, marcas, logotipos, nombres de productos y el software del portal pertenecen a {{brand}}, a las empresas de su grupo o a terceros que autorizaron su uso, y están protegidos por las leyes de propiedad intelectual e industrial de {{countryName}} y por los tratados internacionales aplicables.',
          'El acceso al portal no le transfiere ningún derecho de propiedad intelectual. Los artículos científicos de terceros que se entregan a solicitud son para su uso individual, dentro de los límites de la licencia respectiva y de la ley de derecho de autor.',
        ],
      },
      {
        heading: '6. Aviso médico',
        body: [
          'Los contenidos tienen una finalidad exclusivamente educativa e informativa. No sustituyen el juicio clínico del profesional, que sigue siendo responsable del diagnóstico, la prescripción y el seguimiento de cada paciente.',
          'La información sobre medicamentos no reemplaza la información para prescribir aprobada por la autoridad sanitaria de {{countryName}}. Antes de prescribir, consulte la información para prescribir vigente; en caso de discrepancia, esta prevalece. Los contenidos que traten estudios o indicaciones no aprobados en {{countryName}} lo señalan de forma destacada.',
          'Para reportar eventos adversos o quejas técnicas relacionados con productos de {{brand}}, utilice los canales de farmacovigilancia indicados en el pie de página del portal.',
        ],
      },
      {
        heading: '7. Cursos en línea y certificados',
        body: [
          'Los cursos pueden requerir la aceptación de condiciones particulares, completar las lecciones y aprobar una evaluación con un número mínimo de respuestas correctas y, cuando se indique, un tiempo límite. Los resultados quedan registrados en su cuenta.',
          'Los certificados acreditan la finalización del curso en {{appName}} y se emiten a nombre del titular de la cuenta. No equivalen a un título académico ni a créditos de educación médica continua, salvo indicación expresa. Está prohibido rendir evaluaciones en nombre de otra persona o divulgar las respuestas.',
          '{{brand}} puede actualizar, reemplazar o dar de baja cursos. Los certificados ya emitidos siguen disponibles mientras su cuenta esté activa.',
        ],
      },
      {
        heading: '8. Eventos',
        body: [
          'Los eventos en línea y presenciales publicados en el portal pueden tener cupos limitados, requerir inscripción previa y cambiar de programa o cancelarse. Las transmisiones en vivo usan una plataforma de videoconferencia de terceros, cuyas condiciones también se aplican.',
          'Los eventos pueden grabarse. Si hay grabación, se le avisará antes del inicio; al participar con cámara, micrófono o chat, usted autoriza el uso de su participación en la grabación, exclusivamente con fines educativos.',
          'Los eventos científicos siguen las normas éticas de la profesión y los códigos de conducta de la industria farmacéutica. {{brand}} no ofrece beneficios condicionados a la prescripción de ningún producto.',
        ],
      },
      {
        heading: '9. Limitación de responsabilidad',
        body: [
          '{{brand}} procura mantener el portal disponible y los contenidos correctos y actualizados, pero no garantiza un funcionamiento ininterrumpido ni libre de errores. El portal puede suspenderse por mantenimiento, actualización o razones de seguridad.',
          'En la medida permitida por la ley, {{brand}} no responde por decisiones clínicas tomadas con base en los contenidos, por daños derivados del uso indebido de credenciales, por fallas de conexión o de los equipos del usuario, ni por el contenido de sitios de terceros a los que se acceda mediante enlaces externos.',
          'Nada de lo dispuesto en estas condiciones limita responsabilidades que no puedan excluirse conforme a la ley de {{countryName}}.',
        ],
      },
      {
        heading: '10. Modificaciones, ley aplicable y contacto',
        body: [
          '{{brand}} puede modificar estas condiciones para reflejar cambios en el portal o en la ley. La fecha de la versión vigente figura al inicio de este documento; los cambios relevantes se comunicarán en el portal o por correo electrónico, y el uso continuado después del aviso implica su aceptación.',
          'Estas condiciones se rigen por las leyes de {{countryName}}. Cualquier controversia se someterá a los tribunales competentes de {{countryName}}, sin perjuicio de los derechos que la ley le reconozca.',
          'Puede enviar sus dudas sobre estas condiciones por el canal de contacto indicado en el pie de página. Las consultas sobre datos personales deben dirigirse al contacto de privacidad indicado en la Política de privacidad.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidad',
    updated: 'Última actualización: junio de 2025',
    intro:
      'Esta política explica cómo {{brand}} trata los datos personales de los profesionales de la salud que usan {{appName}} en {{countryName}}, conforme a la ley de protección de datos personales aplicable en su país.',
    consentLink: 'Abrir las preferencias de cookies',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        body: [
          'El responsable de los datos personales tratados en {{appName}} es la filial de {{brand}} establecida en {{countryName}} que opera el portal («{{brand}}» o «nosotros»).',
          'Otras empresas del grupo {{brand}} y proveedores de servicios tratan datos por cuenta nuestra solo según nuestras instrucciones y para las finalidades descritas en esta política.',
        ],
      },
      {
        heading: '2. Datos que recopilamos',
        body: [
          'Datos de registro y perfil: nombre, apellido, tratamiento, correo electrónico, teléfono, provincia o región, especialidades y áreas de interés, preferencias de contenido y de notificaciones, y sus decisiones de consentimiento, como la aceptación de las condiciones y la recepción de comunicaciones.',
          'Datos de registro profesional: según el país, matrícula nacional y provincial, RUT, número de colegiatura o documento de identidad profesional, y el resultado de su validación en registros públicos o de terceros contratados para ese fin. Si usa el buscador médico, también las direcciones y los teléfonos de atención que registre.',
          'Datos de uso: registros de acceso (dirección IP, fecha y hora), páginas y contenidos vistos, búsquedas, avance en cursos, respuestas y resultados de evaluaciones, certificados, inscripciones y participación en eventos, tipo de dispositivo y navegador e identificadores de cookies, según sus preferencias.',
          'Datos de solicitudes: el contenido de sus solicitudes de información médica y de artículos científicos. Si reporta un evento adverso, los datos del caso, que pueden incluir datos de salud de pacientes, de preferencia sin identificarlos, se tratarán con fines de farmacovigilancia.',
        ],
      },
      {
        heading: '3. Finalidades',
        body: [
          'Crear y mantener su cuenta, autenticar su acceso y confirmar que usted es un profesional de la salud habilitado, condición para acceder a contenidos sobre medicamentos de venta bajo receta.',
          'Ofrecer contenidos, cursos, evaluaciones, certificados, eventos y el buscador médico, y personalizar el portal según sus especialidades y preferencias.',
          'Responder solicitudes de información médica y de artículos, cumplir las obligaciones de farmacovigilancia y demás obligaciones regulatorias, conservar los registros de acceso que exija la ley y proteger el portal contra fraudes y accesos indebidos.',
          'Con su consentimiento: medir el uso del portal para mejorarlo, enviarle notificaciones y comunicaciones científicas o promocionales e informar sus intereses al equipo de representantes de {{brand}} para contactos y visitas.',
        ],
      },
      {
        heading: '4. Bases legales y normativa aplicable',
        body: [
          'Tratamos sus datos con su consentimiento libre, previo, expreso e informado, que usted otorga al registrarse y al elegir sus preferencias, y sin él cuando la ley lo permite: para ejecutar la relación que usted solicita (cuenta, cursos, certificados y eventos), para cumplir obligaciones legales (farmacovigilancia y normativa sanitaria sobre publicidad de medicamentos) o cuando los datos provienen de fuentes de acceso público.',
          'Según su país, se aplican: en Argentina, la Ley 25.326 de Protección de los Datos Personales; en Chile, la Ley 19.628 sobre Protección de la Vida Privada; en Colombia, la Ley Estatutaria 1581 de 2012 y sus decretos reglamentarios; en Costa Rica, la Ley 8968 de Protección de la Persona frente al Tratamiento de sus Datos Personales; y en Perú, la Ley 29733 de Protección de Datos Personales y su reglamento.',
          'Los datos de salud incluidos en reportes de eventos adversos son datos sensibles: los tratamos solo para farmacovigilancia y con las garantías reforzadas que exige la ley, y usted no está obligado a proporcionarlos. Puede revocar su consentimiento en cualquier momento, sin efectos retroactivos.',
        ],
      },
      {
        heading: '5. Comunicación de datos a terceros',
        body: [
          'Proveedor de identidad: el registro, el inicio de sesión y la recuperación de contraseña los procesa un proveedor de gestión de identidad y consentimiento contratado por {{brand}}, que recibe sus datos de registro y sus credenciales.',
          'Encargados del tratamiento: empresas de alojamiento y nube, envío de correos y notificaciones, videoconferencia para eventos, análisis de uso (solo con su consentimiento), validación del registro profesional y atención al usuario. Tratan los datos solo para prestar el servicio contratado, bajo obligaciones contractuales de confidencialidad y seguridad.',
          'También podemos comunicar datos a empresas del grupo {{brand}}, para las finalidades de esta política; a la autoridad sanitaria de {{countryName}}, cuando la ley lo exija, por ejemplo en notificaciones de farmacovigilancia; y a autoridades judiciales o administrativas que lo requieran legalmente. No vendemos datos personales.',
        ],
      },
      {
        heading: '6. Transferencias internacionales',
        body: [
          'Algunos encargados y empresas del grupo {{brand}} se encuentran fuera de {{countryName}}, incluso en la Unión Europea y en los Estados Unidos. Las transferencias se realizan a países con un nivel adecuado de protección o con garantías contractuales, como las cláusulas modelo reconocidas por la autoridad de su país, o con su consentimiento cuando la ley lo exija.',
          'Puede solicitar al contacto de privacidad información sobre los países de destino y las garantías adoptadas.',
        ],
      },
      {
        heading: '7. Conservación y seguridad',
        body: [
          'Conservamos los datos mientras su cuenta esté activa y, después, durante el plazo necesario para cumplir obligaciones legales o regulatorias y para el ejercicio o la defensa de derechos: los registros de farmacovigilancia y de información médica, durante los plazos que fije la autoridad sanitaria, y los demás datos, hasta que prescriban las acciones aplicables. Al vencer esos plazos, los datos se suprimen o se anonimizan.',
          'Aplicamos medidas técnicas y organizativas de seguridad, como cifrado en tránsito, control de acceso por perfiles, registro de operaciones, pruebas de seguridad y capacitación del personal. Si ocurre un incidente que afecte sus datos, lo notificaremos a usted y a la autoridad competente cuando la ley lo exija.',
        ],
      },
      {
        heading: '8. Cookies y preferencias de consentimiento',
        body: [
          'Usamos cookies y tecnologías similares en tres categorías: necesarias, siempre activas porque son indispensables para el inicio de sesión, la seguridad y el registro de sus decisiones; de análisis, que miden el uso del portal de forma agregada; y de marketing, que personalizan comunicaciones y miden campañas.',
          'Las cookies no necesarias permanecen desactivadas hasta que usted las acepte, y rechazarlas es tan sencillo como aceptarlas. Puede aceptarlas todas, rechazarlas todas o elegir por categoría.',
          'Puede revisar su elección en cualquier momento desde el enlace «Preferencias de cookies», en el pie de página, o con el botón de abajo. La nueva elección se aplica desde ese momento.',
        ],
      },
      {
        heading: '9. Sus derechos y cómo ejercerlos',
        body: [
          'Usted puede ejercer los derechos de acceso, rectificación, actualización, supresión u oposición, revocar su consentimiento y, donde la ley lo reconozca, solicitar la portabilidad de sus datos o prueba de la autorización otorgada. Parte de sus datos puede corregirse directamente en «Editar registro» y en «Preferencias».',
          'Para los demás pedidos, escriba al contacto de privacidad (sección 10) indicando su nombre, el derecho que desea ejercer y un medio de respuesta; podremos solicitarle que acredite su identidad. Responderemos en los plazos de la ley de su país. En Argentina, el derecho de acceso puede ejercerse en forma gratuita a intervalos no inferiores a seis meses, salvo interés legítimo acreditado (art. 14, inc. 3, Ley 25.326).',
          'Si considera que su solicitud no fue atendida, puede acudir a la autoridad de control: en Argentina, la Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, que atiende denuncias y reclamos; en Colombia, la Superintendencia de Industria y Comercio; en Costa Rica, la Agencia de Protección de Datos de los Habitantes (PRODHAB); en Perú, la Autoridad Nacional de Protección de Datos Personales; y en Chile, los tribunales de justicia o la Agencia de Protección de Datos Personales cuando entre en funciones.',
        ],
      },
      {
        heading: '10. Contacto de privacidad',
        body: [
          'El delegado de protección de datos de {{brand}} para la región puede ser contactado en privacidad.latam@portal-medico.example; indique «{{appName}}» y su país en el asunto.',
          'Esta política puede actualizarse. La fecha de la versión vigente figura al inicio del documento, y los cambios relevantes se comunicarán en el portal.',
        ],
      },
    ],
  },

  // The company itself is country data (packages/countries, Country.company), in the country's language.
  imprint: {
    title: 'Aviso legal',
    intro: 'Datos de la empresa responsable de {{appName}} en {{countryName}}.',
    demoNotice: 'Datos de demostración: esta empresa y sus registros son ficticios.',
    headings: {
      legalName: '1. Denominación social',
      address: '2. Domicilio',
      registrations: '3. Registros',
      responsiblePersons: '4. Responsables',
      contact: '5. Contacto',
      regulator: '6. Autoridad reguladora',
      pharmacovigilance: '7. Farmacovigilancia',
    },
    pharmacovigilance:
      'Para reportar sospechas de reacciones adversas u otros problemas de seguridad con productos de {{brand}}, escriba a {{pharmacovigilanceEmail}} o llame al {{pharmacovigilancePhone}}.',
  },

  acceptanceTest: {
    title: 'Acceso a contenido para profesionales de la salud',
    intro:
      'Usted recibió un enlace a un contenido de {{appName}} dirigido exclusivamente a profesionales de la salud.',
    explanation:
      'Para mostrar el contenido necesitamos confirmar quién accede. Ingrese su nombre completo y su número de registro profesional (matrícula, colegiatura o documento profesional, según su país) y lea y acepte las condiciones que siguen. El contenido se muestra en cuanto se registra la aceptación, sin necesidad de crear una cuenta.',
    terms: [
      'Declaro ser profesional de la salud facultado para prescribir o dispensar medicamentos y que el nombre y el número de registro que ingresé son míos y verdaderos.',
      'Entiendo que el contenido es de carácter científico y educativo, no reemplaza el juicio clínico ni la información para prescribir aprobada por la autoridad sanitaria y está destinado solo a mi uso profesional.',
      'Me comprometo a no compartir, reproducir ni reenviar el enlace o el contenido a terceros. El enlace es personal y puede vencer o desactivarse en cualquier momento.',
      'Autorizo a {{brand}} a tratar mi nombre, mi número de registro y los datos de este acceso para verificar mi habilitación y cumplir obligaciones regulatorias, conforme a la Política de privacidad y las Condiciones de uso de {{appName}}.',
    ],
    contentTitle: 'Contenido {{id}}',
    loggedNotice:
      'Este acceso queda registrado: guardamos su nombre, su número de registro, el contenido consultado y la fecha y hora del acceso.',
    noContent:
      'Para acceder a un contenido, abra el enlace completo que recibió. Si el enlace no funciona, solicite uno nuevo a quien se lo envió.',
  },

  noIndex: {
    title: 'Página para profesionales de la salud de Colombia',
    body: [
      'Esta página se compartió de forma privada con profesionales de la salud de Colombia que recibieron la dirección directamente de {{brand}}, por ejemplo a través de un representante o de una invitación por correo electrónico.',
      'No está indexada por los motores de búsqueda y no aparece en los resultados de búsqueda. Le pedimos no publicar ni reenviar la dirección.',
      'Si usted es profesional de la salud y desea acceder a todos los contenidos, inicie sesión o cree su cuenta en {{appName}}.',
    ],
  },

  landing: {
    heroTitle: 'Conocimiento médico actualizado para su práctica clínica',
    heroSubtitle:
      'En {{appName}}, médicos y otros profesionales de la salud encuentran contenidos científicos, cursos con certificado, eventos en vivo y un canal directo con Información Médica de {{brand}}.',
    audienceNotice:
      'Contenido dirigido exclusivamente a profesionales de la salud facultados para prescribir o dispensar medicamentos.',
    featuresTitle: 'Qué encontrará en {{appName}}',
    features: [
      {
        title: 'Contenido educativo',
        body: 'Artículos, videos, podcasts y materiales científicos organizados por especialidad y formato, para leer, ver o escuchar cuando quiera.',
      },
      {
        title: 'Cursos en línea con certificado',
        body: 'Cursos con lecciones por etapas, evaluación final y certificado de finalización disponible en su cuenta.',
      },
      {
        title: 'Eventos en vivo',
        body: 'Simposios, webinars y encuentros con especialistas, con inscripción desde el portal y transmisión en vivo.',
      },
      {
        title: 'Buscador médico',
        body: 'Los médicos pueden registrar las direcciones de su consulta para que los pacientes los encuentren con facilidad.',
      },
      {
        title: 'Información médica',
        body: 'Envíe sus consultas sobre productos de {{brand}} o solicite artículos científicos al equipo de Información Médica.',
      },
    ],
    cta: {
      signIn: 'Iniciar sesión',
      register: 'Crear cuenta',
      learnMore: 'Más información',
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Cree su cuenta',
          body: 'Regístrese con su correo electrónico y su registro profesional. Verificamos su habilitación para darle acceso.',
        },
        {
          title: 'Elija sus especialidades',
          body: 'Indique sus áreas de interés para recibir contenidos y eventos relevantes para su práctica.',
        },
        {
          title: 'Aprenda a su ritmo',
          body: 'Consulte contenidos, haga cursos, participe en eventos y acceda a sus certificados desde cualquier dispositivo.',
        },
      ],
    },
  },

  doctorFinder: {
    title: 'Buscador médico',
    intro:
      'Ayude a sus pacientes a encontrarlo. El buscador médico de {{brand}} reúne a médicos y sus lugares de atención para facilitar el acceso de los pacientes a la atención especializada.',
    body: [
      'El registro es exclusivo para médicos con registro profesional vigente. Inicie sesión con su cuenta de {{appName}}, confirme sus datos profesionales e indique su especialidad.',
      'Agregue una o más direcciones de atención, con un teléfono de contacto. Puede editar o eliminar cada dirección en cualquier momento.',
      'Los pacientes solo ven datos profesionales: nombre, número de registro, especialidad y las direcciones y teléfonos de atención que usted registre. La participación es gratuita, voluntaria y no está vinculada a la prescripción de ningún producto.',
    ],
    cta: 'Registrar mis lugares de atención',
  },

  consent: {
    title: 'Su privacidad',
    description:
      'Usamos cookies necesarias para el funcionamiento del portal. Con su permiso, también usaremos cookies de análisis, para entender cómo se usa el portal, y de marketing, para personalizar comunicaciones. Las cookies no necesarias permanecen desactivadas hasta que usted las acepte, y puede cambiar su elección en cualquier momento en «Preferencias de cookies», en el pie de página.',
    privacyLink: 'Política de privacidad',
    acceptAll: 'Aceptar todas',
    rejectAll: 'Rechazar todas',
    customize: 'Personalizar',
    save: 'Guardar preferencias',
    close: 'Cerrar',
    dialogTitle: 'Preferencias de cookies',
    dialogDescription:
      'Elija qué categorías de cookies podemos usar. Las necesarias están siempre activas; las demás solo se activan si usted las habilita. Su elección se mantiene hasta que la cambie.',
    categories: {
      necessary: {
        title: 'Cookies necesarias',
        description:
          'Indispensables para el funcionamiento del portal: inicio de sesión, seguridad y registro de sus preferencias de privacidad. No pueden desactivarse.',
        alwaysOn: 'Siempre activas',
      },
      analytics: {
        title: 'Cookies de análisis',
        description:
          'Nos ayudan a entender, de forma agregada, qué páginas y contenidos se usan más, para mejorar el portal. Desactivadas hasta que usted las acepte.',
      },
      marketing: {
        title: 'Cookies de marketing',
        description:
          'Permiten personalizar las comunicaciones de {{brand}} y medir la eficacia de sus campañas, incluso en otros sitios. Desactivadas hasta que usted las acepte.',
      },
    },
    saved: 'Preferencias guardadas',
    reopen: 'Preferencias de cookies',
  },

  dentistWarning: {
    title: 'Los registros de odontólogos ya no se admiten',
    body: 'Las cuentas creadas con un registro de odontólogo (CRO) ya no son compatibles con {{appName}}, que está dedicado a médicos y otros profesionales de la salud de las áreas que atiende el portal. Para conocer otros canales de {{brand}}, visite el sitio de la empresa. Si tiene dudas o desea solicitar la eliminación de sus datos, escriba a soporte.',
    companySiteLabel: 'Sitio de {{brand}}',
    supportLabel: '¿Dudas? Escriba a',
    ok: 'Aceptar',
  },
};
