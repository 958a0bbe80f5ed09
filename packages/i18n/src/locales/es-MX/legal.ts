// Mexican overrides of es/legal.ts, deep-merged over it (arrays are replaced whole). The privacy text is
// an "aviso de privacidad integral" under the LFPDPPP, with ARCO rights; registration is the cédula profesional.
import type { DeepPartial, DeepString } from '../../merge.ts';
import type { legal as base } from '../pt-br/legal.ts';

export const legalOverrides: DeepPartial<DeepString<typeof base>> = {
  privacy: {
    title: 'Aviso de privacidad integral',
    intro:
      'En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), {{brand}} de México, S.A. de C.V. pone a su disposición este aviso de privacidad integral, que explica cómo tratamos los datos personales de los profesionales de la salud que usan {{appName}}.',
    sections: [
      {
        heading: '1. Identidad y domicilio del responsable',
        body: [
          '{{brand}} de México, S.A. de C.V., con domicilio en Av. Insurgentes Sur 1458, piso 7, Col. Actipan, Alcaldía Benito Juárez, C.P. 03230, Ciudad de México, es responsable del tratamiento de sus datos personales.',
          'Otras empresas del grupo {{brand}} y proveedores de servicios tratan datos por nuestra cuenta solo según nuestras instrucciones y para las finalidades de este aviso.',
        ],
      },
      {
        heading: '2. Datos personales que recabamos',
        body: [
          'Datos de identificación y contacto: nombre, apellidos, tratamiento, correo electrónico, teléfono, estado de la República, especialidades y áreas de interés, preferencias de contenido y de notificaciones, y sus decisiones de consentimiento.',
          'Datos académicos y profesionales: número de cédula profesional y, en su caso, de especialidad, el resultado de su validación en el Registro Nacional de Profesionistas y, si lo proporciona, el código del representante de {{brand}} que lo invitó. Si usa el buscador médico, también las direcciones y los teléfonos de su consultorio.',
          'Datos de uso: registros de acceso (dirección IP, fecha y hora), páginas y contenidos consultados, búsquedas, avance en cursos, respuestas y resultados de evaluaciones, certificados, inscripciones y participación en eventos, tipo de dispositivo y navegador e identificadores de cookies, según sus preferencias.',
          'No recabamos datos personales sensibles para su registro. Si usted reporta un evento adverso, los datos de salud del paciente, de preferencia sin identificarlo, se tratarán solo con fines de farmacovigilancia, conforme a la NOM-220-SSA1-2016.',
        ],
      },
      {
        heading: '3. Finalidades del tratamiento',
        body: [
          'Finalidades primarias, necesarias para el servicio: crear y administrar su cuenta, autenticar su acceso y verificar que usted es profesional de la salud, condición para acceder a información sobre medicamentos de venta con receta.',
          'También son primarias: ofrecerle contenidos, cursos, evaluaciones, certificados, eventos y el buscador médico; atender sus solicitudes de información médica y de artículos; y cumplir las obligaciones de farmacovigilancia y demás obligaciones sanitarias ante la COFEPRIS.',
          'Finalidades secundarias, que no son necesarias para el servicio: medir el uso del portal para mejorarlo, enviarle comunicaciones científicas o promocionales y compartir sus intereses con el equipo de representantes de {{brand}} para contactos y visitas.',
          'Si no desea que sus datos se traten para las finalidades secundarias, puede indicarlo en cualquier momento en «Preferencias» o escribiendo al Departamento de Datos Personales. Su negativa no será motivo para negarle el servicio.',
        ],
      },
      {
        heading: '4. Consentimiento',
        body: [
          'Usted otorga su consentimiento al registrarse y aceptar este aviso de privacidad, y al elegir sus preferencias de comunicaciones y de cookies.',
          'No requerimos su consentimiento en los casos de excepción previstos en la LFPDPPP, como el cumplimiento de obligaciones derivadas de la relación jurídica con usted o de una ley, por ejemplo las de farmacovigilancia.',
          'Puede revocar su consentimiento en cualquier momento, sin efectos retroactivos, con el procedimiento de la sección 9. Si la revocación afecta una finalidad primaria, es posible que no podamos seguir prestándole el servicio.',
        ],
      },
      {
        heading: '5. Remisiones y transferencias',
        body: [
          'Remitimos datos, sin requerir su consentimiento, a encargados que los tratan por nuestra cuenta: el proveedor de identidad que procesa el registro, el inicio de sesión y la recuperación de contraseña, y proveedores de alojamiento y nube, envío de correos y notificaciones, videoconferencia, análisis de uso (solo con su consentimiento), validación de cédula profesional y atención al usuario.',
          'Transferimos datos, sin requerir su consentimiento, a empresas del grupo {{brand}} que operan bajo las mismas políticas de privacidad, y a la COFEPRIS u otras autoridades cuando la ley lo exija, por ejemplo en notificaciones de farmacovigilancia.',
          'Cualquier otra transferencia que requiera su consentimiento se la solicitaremos previamente. No vendemos datos personales.',
        ],
      },
      {
        heading: '6. Transferencias internacionales',
        body: [
          'Algunos encargados y empresas del grupo {{brand}} se encuentran fuera de México, incluso en la Unión Europea y en los Estados Unidos. Los receptores asumen por contrato las mismas obligaciones que corresponden a {{brand}} conforme a este aviso y a la LFPDPPP.',
          'Puede solicitar al Departamento de Datos Personales información sobre los países de destino y las garantías adoptadas.',
        ],
      },
      {
        heading: '7. Conservación y seguridad',
        body: [
          'Conservamos los datos mientras su cuenta esté activa y, después, durante el plazo necesario para cumplir obligaciones legales y sanitarias o para el ejercicio de derechos; al vencer ese plazo, los datos se bloquean y después se suprimen o anonimizan, conforme a la LFPDPPP.',
          'Aplicamos medidas de seguridad administrativas, técnicas y físicas, como cifrado en tránsito, control de acceso por perfiles, registro de operaciones, pruebas de seguridad y capacitación del personal. Si ocurre una vulneración de seguridad que afecte de forma significativa sus derechos, se lo informaremos de inmediato.',
        ],
      },
      {
        heading: '8. Uso de cookies y tecnologías de rastreo',
        body: [
          'Usamos cookies y tecnologías similares en tres categorías: necesarias, siempre activas porque son indispensables para el inicio de sesión, la seguridad y el registro de sus decisiones; de análisis, que miden el uso del portal de forma agregada; y de marketing, que personalizan comunicaciones y miden campañas.',
          'Las cookies no necesarias permanecen desactivadas hasta que usted las acepte, y rechazarlas es tan sencillo como aceptarlas. Puede aceptarlas todas, rechazarlas todas o elegir por categoría.',
          'Puede revisar su elección en cualquier momento desde el enlace «Preferencias de cookies», en el pie de página, o con el botón de abajo. La nueva elección se aplica desde ese momento.',
        ],
      },
      {
        heading: '9. Derechos ARCO, revocación y limitación del uso',
        body: [
          'Usted tiene derecho a Acceder a sus datos personales, a Rectificarlos si son inexactos o incompletos, a Cancelarlos cuando considere que no se requieren para las finalidades de este aviso y a Oponerse a su tratamiento para fines específicos (derechos ARCO). También puede revocar su consentimiento y limitar el uso o la divulgación de sus datos, por ejemplo inscribiéndose en el Registro Público para Evitar Publicidad de la PROFECO.',
          'Envíe su solicitud al Departamento de Datos Personales (sección 10) con su nombre, un medio para comunicarle la respuesta, el documento que acredite su identidad o la representación legal, la descripción clara de los datos y del derecho que desea ejercer y, para una rectificación, la documentación que la sustente. Le responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes.',
          'Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir a la Secretaría Anticorrupción y Buen Gobierno, autoridad en materia de protección de datos personales que asumió en 2025 las funciones del extinto INAI.',
        ],
      },
      {
        heading: '10. Departamento de Datos Personales y cambios al aviso',
        body: [
          'Puede contactar a nuestro Departamento de Datos Personales en datospersonales.mx@portal-medico.example o en el domicilio indicado en la sección 1; indique «{{appName}}» en el asunto.',
          'Este aviso puede modificarse por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad. La versión vigente estará siempre disponible en el portal, con su fecha de actualización, y los cambios relevantes se le comunicarán en el portal o por correo electrónico.',
        ],
      },
    ],
  },

  acceptanceTest: {
    explanation:
      'Para mostrar el contenido necesitamos confirmar quién accede. Ingrese su nombre completo y su número de cédula profesional y lea y acepte las condiciones que siguen. El contenido se muestra en cuanto se registra la aceptación, sin necesidad de crear una cuenta.',
  },

  doctorFinder: {
    body: [
      'El registro es exclusivo para médicos con cédula profesional vigente. Inicie sesión con su cuenta de {{appName}}, confirme sus datos profesionales e indique su especialidad.',
      'Agregue una o más direcciones de consultorio, con un teléfono de contacto. Puede editar o eliminar cada dirección en cualquier momento.',
      'Los pacientes solo ven datos profesionales: nombre, cédula profesional, especialidad y las direcciones y teléfonos de consultorio que usted registre. La participación es gratuita, voluntaria y no está vinculada a la prescripción de ningún producto.',
    ],
  },

  dentistWarning: {
    title: 'Los registros de cirujano dentista ya no se admiten',
    body: 'Las cuentas creadas con un registro de cirujano dentista (CRO) ya no son compatibles con {{appName}}, que está dedicado a médicos y otros profesionales de la salud de las áreas que atiende el portal. Para conocer otros canales de {{brand}}, visite el sitio de la empresa. Si tiene dudas o desea solicitar la eliminación de sus datos, escriba a soporte.',
  },
};
