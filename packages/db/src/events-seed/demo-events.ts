// The demo events' texts in Portuguese (Brazil) and Spanish (the Spanish-speaking countries).
import type { EventSpeaker } from '../schema/events.ts';

export interface DemoEventText {
  slug: string;
  title: string;
  description: string;
  speakers: EventSpeaker[];
  specialty: string;
}

export const PT_EVENTS: DemoEventText[] = [
  {
    slug: 'ao-vivo',
    title: 'Hipertensão pulmonar: diagnóstico precoce, ao vivo',
    description:
      '<p>Discussão de casos reais e dos critérios atuais de diagnóstico.</p><p>Perguntas ao vivo no final; traga seus casos, dúvidas e sugestões.</p>',
    speakers: [{ name: 'Dra. Ana Ribeiro', title: 'Pneumologista, São Paulo' }],
    specialty: 'Pneumologia',
  },
  {
    slug: 'proximo',
    title: 'Endometriose: atualização terapêutica',
    description: '<p>Revisão das diretrizes recentes; tratamento clínico, cirúrgico e acompanhamento.</p>',
    speakers: [
      { name: 'Dr. Carlos Menezes', title: 'Ginecologista, Rio de Janeiro' },
      { name: 'Dra. Beatriz Lima', title: 'Ginecologista, Belo Horizonte' },
    ],
    specialty: 'Ginecologia',
  },
  {
    slug: 'gravado-cardio',
    title: 'Prevenção cardiovascular na prática',
    description: '<p>Metas lipídicas, risco residual e adesão ao tratamento.</p>',
    speakers: [{ name: 'Dr. Paulo Azevedo', title: 'Cardiologista, Curitiba' }],
    specialty: 'Cardiologia',
  },
  {
    slug: 'gravado-oftalmo',
    title: 'OCT na rotina do consultório',
    description: '<p>Leitura de exames de OCT e condutas frequentes.</p>',
    speakers: [{ name: 'Dra. Júlia Castro', title: 'Oftalmologista, Porto Alegre' }],
    specialty: 'Oftalmologia',
  },
];

export const ES_EVENTS: DemoEventText[] = [
  {
    slug: 'en-vivo',
    title: 'Hipertensión pulmonar: diagnóstico temprano, en vivo',
    description:
      '<p>Discusión de casos reales y de los criterios actuales de diagnóstico.</p><p>Preguntas en vivo al final; traiga sus casos, dudas y sugerencias.</p>',
    speakers: [{ name: 'Dra. Lucía Fernández', title: 'Neumóloga, Ciudad de México' }],
    specialty: 'Neumología',
  },
  {
    slug: 'proximo',
    title: 'Endometriosis: actualización terapéutica',
    description: '<p>Revisión de las guías recientes; tratamiento médico, quirúrgico y seguimiento.</p>',
    speakers: [
      { name: 'Dr. Martín Gómez', title: 'Ginecólogo, Buenos Aires' },
      { name: 'Dra. Camila Rojas', title: 'Ginecóloga, Santiago' },
    ],
    specialty: 'Ginecología',
  },
  {
    slug: 'grabado-cardio',
    title: 'Prevención cardiovascular en la práctica',
    description: '<p>Metas lipídicas, riesgo residual y adherencia al tratamiento.</p>',
    speakers: [{ name: 'Dr. Andrés Vargas', title: 'Cardiólogo, Bogotá' }],
    specialty: 'Cardiología',
  },
  {
    slug: 'grabado-oftalmo',
    title: 'OCT en la consulta diaria',
    description: '<p>Lectura de estudios de OCT y conductas frecuentes.</p>',
    speakers: [{ name: 'Dra. Valeria Quispe', title: 'Oftalmóloga, Lima' }],
    specialty: 'Oftalmología',
  },
];
