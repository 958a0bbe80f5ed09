// Mexico's imprint company: the text the portal has always shown.
import type { Company } from '../types.ts';

export const mexicoCompany: Company = {
  legalName: '{{brand}} de México, S.A. de C.V.',
  description:
    '{{brand}} de México, S.A. de C.V., sociedad anónima de capital variable constituida conforme a las leyes de los Estados Unidos Mexicanos e integrante del grupo {{brand}}.',
  address:
    'Av. Insurgentes Sur 1458, piso 7, Col. Actipan, Alcaldía Benito Juárez, C.P. 03230, Ciudad de México, México.',
  registrations: [
    'Registro Federal de Contribuyentes (RFC): BME850611QX4.',
    'Licencia sanitaria expedida por la COFEPRIS: 09-AM-11-002318.',
    'Registro Público de Comercio de la Ciudad de México: folio mercantil electrónico n.º 48213-1.',
  ],
  responsiblePersons: [
    'Representante legal: Lic. Ana Sofía Ramírez Torres.',
    'Responsable sanitario: Q.F.B. Jorge Luis Mendoza Castillo, cédula profesional 4812397.',
  ],
  contact: [
    'Teléfono: +52 55 5090 4400, de lunes a viernes, de 9:00 a 18:00 h (hora de la Ciudad de México).',
    'Correo electrónico: contacto.mx@portal-medico.example.',
  ],
  regulator: [
    'Los medicamentos de {{brand}} que se comercializan en México están regulados por la Comisión Federal para la Protección contra Riesgos Sanitarios (COFEPRIS), Oklahoma 14, Col. Nápoles, Alcaldía Benito Juárez, C.P. 03810, Ciudad de México.',
    'La publicidad dirigida a profesionales de la salud se ajusta al Reglamento de la Ley General de Salud en Materia de Publicidad; el número de aviso de publicidad figura en el pie de cada página.',
  ],
  pharmacovigilanceNote:
    'También puede notificarlas directamente al Centro Nacional de Farmacovigilancia de la COFEPRIS.',
  demo: false,
};
