// Imprint companies of the countries whose real company data the project does not have: invented,
// plausible demo data (registration numbers follow no real register), marked `demo` so the page says so.
import type { Company } from '../types.ts';

export const brazilCompany: Company = {
  legalName: '{{brand}} do Brasil Ltda.',
  description:
    '{{brand}} do Brasil Ltda., sociedade empresária limitada constituída segundo as leis da República Federativa do Brasil e integrante do grupo {{brand}}.',
  address: 'Av. Paulista, 1000, 12º andar, Bela Vista, CEP 01310-100, São Paulo – SP, Brasil.',
  registrations: [
    'CNPJ: 00.000.000/0001-00 (demonstração).',
    'Autorização de Funcionamento da Anvisa: 1.00000-0 (demonstração).',
    'Inscrição estadual: 000.000.000.000 (demonstração).',
  ],
  responsiblePersons: [
    'Representante legal: Mariana Costa Figueiredo (demonstração).',
    'Farmacêutico responsável: Dr. Paulo Henrique Lima, CRF-SP 00000 (demonstração).',
  ],
  contact: [
    'Telefone: 0800 555 0106, de segunda a sexta-feira, das 8h às 18h (horário de Brasília).',
    'E-mail: contato.br@portal-medico.example.',
  ],
  regulator: [
    'Os medicamentos da {{brand}} comercializados no Brasil são regulados pela Agência Nacional de Vigilância Sanitária (Anvisa).',
    'A propaganda dirigida a profissionais de saúde segue a RDC nº 96/2008 da Anvisa; o código de aprovação aparece no rodapé de cada página.',
  ],
  pharmacovigilanceNote: 'Você também pode notificar diretamente a Anvisa pelo sistema VigiMed.',
  demo: true,
};

interface SpanishDemo {
  countryName: string;
  legalName: string;
  address: string;
  taxId: string;
  regulator: string;
  phone: string;
  email: string;
}

/** A Spanish-language demo company of a docUniverse country. */
export function spanishDemoCompany(demo: SpanishDemo): Company {
  return {
    legalName: demo.legalName,
    description: `${demo.legalName}, sociedad constituida conforme a las leyes de ${demo.countryName} e integrante del grupo {{brand}}.`,
    address: demo.address,
    registrations: [`${demo.taxId} (demostración).`, 'Habilitación sanitaria: 0000-00 (demostración).'],
    responsiblePersons: [
      'Representante legal: Laura Fernández Ruiz (demostración).',
      'Director técnico: Farm. Martín Gómez Sosa (demostración).',
    ],
    contact: [
      `Teléfono: ${demo.phone}, de lunes a viernes, de 9:00 a 18:00 h.`,
      `Correo electrónico: ${demo.email}.`,
    ],
    regulator: [
      `Los medicamentos de {{brand}} que se comercializan en ${demo.countryName} están regulados por ${demo.regulator}.`,
    ],
    pharmacovigilanceNote: `También puede notificarlas directamente a ${demo.regulator}.`,
    demo: true,
  };
}
