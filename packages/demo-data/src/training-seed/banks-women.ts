import type { BilingualQuestion } from './bank-types.ts';

export const ENDOMETRIOSIS: BilingualQuestion[] = [
  {
    pt: [
      'Qual exame de imagem é de primeira linha na investigação da endometriose profunda?',
      'Tomografia de abdome',
      'Ultrassonografia transvaginal com preparo intestinal, por examinador experiente',
      'Radiografia de pelve',
      'Cintilografia óssea',
    ],
    es: [
      '¿Qué estudio de imagen es de primera línea en la evaluación de la endometriosis profunda?',
      'Tomografía de abdomen',
      'Ecografía transvaginal con preparación intestinal, por un operador experimentado',
      'Radiografía de pelvis',
      'Gammagrafía ósea',
    ],
    answer: 1,
  },
  {
    pt: [
      'Qual é o sintoma mais característico da endometriose?',
      'Dismenorreia progressiva',
      'Febre vespertina',
      'Perda de peso',
      'Prurido vulvar',
    ],
    es: [
      '¿Cuál es el síntoma más característico de la endometriosis?',
      'Dismenorrea progresiva',
      'Fiebre vespertina',
      'Pérdida de peso',
      'Prurito vulvar',
    ],
    answer: 0,
  },
  {
    pt: [
      'Qual é o tratamento hormonal de primeira linha para a dor associada à endometriose?',
      'Progestagênios, como o dienogeste, ou contraceptivos combinados',
      'Estrogênio isolado em dose alta',
      'Corticoide sistêmico',
      'Antibiótico de amplo espectro',
    ],
    es: [
      '¿Cuál es el tratamiento hormonal de primera línea para el dolor asociado a la endometriosis?',
      'Progestágenos, como el dienogest, o anticonceptivos combinados',
      'Estrógeno solo en dosis alta',
      'Corticoide sistémico',
      'Antibiótico de amplio espectro',
    ],
    answer: 0,
  },
  {
    pt: [
      'Qual é o atraso médio estimado entre o início dos sintomas e o diagnóstico?',
      'Cerca de um mês',
      'Cerca de seis meses',
      'Cerca de sete anos',
      'Mais de trinta anos',
    ],
    es: [
      '¿Cuál es el retraso medio estimado entre el inicio de los síntomas y el diagnóstico?',
      'Alrededor de un mes',
      'Alrededor de seis meses',
      'Alrededor de siete años',
      'Más de treinta años',
    ],
    answer: 2,
  },
  {
    pt: [
      'Como é conhecido o endometrioma ovariano à ultrassonografia?',
      'Cisto dermoide',
      'Cisto de conteúdo espesso em vidro fosco, o "cisto de chocolate"',
      'Cisto simples anecoico',
      'Ovário policístico',
    ],
    es: [
      '¿Cómo se conoce el endometrioma ovárico en la ecografía?',
      'Quiste dermoide',
      'Quiste de contenido denso en vidrio esmerilado, el "quiste de chocolate"',
      'Quiste simple anecoico',
      'Ovario poliquístico',
    ],
    answer: 1,
  },
  {
    pt: [
      'Sobre o CA-125 na endometriose, é correto afirmar:',
      'Confirma o diagnóstico quando elevado',
      'Não deve ser usado isoladamente para diagnosticar ou excluir a doença',
      'É sempre normal na endometriose',
      'Substitui os exames de imagem',
    ],
    es: [
      'Sobre el CA-125 en la endometriosis, es correcto afirmar:',
      'Confirma el diagnóstico cuando está elevado',
      'No debe usarse de forma aislada para diagnosticar o descartar la enfermedad',
      'Siempre es normal en la endometriosis',
      'Sustituye los estudios de imagen',
    ],
    answer: 1,
  },
  {
    pt: [
      'Qual efeito do uso prolongado de análogos do GnRH justifica a terapia de add-back?',
      'Ganho de massa muscular',
      'Perda de densidade mineral óssea',
      'Hipertireoidismo',
      'Anemia hemolítica',
    ],
    es: [
      '¿Qué efecto del uso prolongado de análogos de GnRH justifica la terapia de add-back?',
      'Aumento de masa muscular',
      'Pérdida de densidad mineral ósea',
      'Hipertiroidismo',
      'Anemia hemolítica',
    ],
    answer: 1,
  },
  {
    pt: [
      'Qual associação clínica é bem estabelecida na endometriose?',
      'Infertilidade',
      'Diabetes tipo 1',
      'Hipotireoidismo congênito',
      'Asma alérgica',
    ],
    es: [
      '¿Qué asociación clínica está bien establecida en la endometriosis?',
      'Infertilidad',
      'Diabetes tipo 1',
      'Hipotiroidismo congénito',
      'Asma alérgica',
    ],
    answer: 0,
  },
];

export const GENITOURINARY_MENOPAUSE: BilingualQuestion[] = [
  {
    pt: [
      'Qual é a primeira conduta para sintomas leves da síndrome geniturinária da menopausa?',
      'Hidratantes vaginais e lubrificantes não hormonais',
      'Histerectomia',
      'Antibiótico profilático contínuo',
      'Estrogênio sistêmico em dose alta',
    ],
    es: [
      '¿Cuál es la primera conducta ante síntomas leves del síndrome genitourinario de la menopausia?',
      'Hidratantes vaginales y lubricantes no hormonales',
      'Histerectomía',
      'Antibiótico profiláctico continuo',
      'Estrógeno sistémico en dosis alta',
    ],
    answer: 0,
  },
  {
    pt: [
      'Sobre o estrogênio vaginal em baixa dose, é correto afirmar:',
      'Tem absorção sistêmica mínima e em geral dispensa progestagênio',
      'Exige sempre associação com progestagênio',
      'É contraindicado em todas as mulheres acima de 60 anos',
      'Age apenas sobre os fogachos',
    ],
    es: [
      'Sobre el estrógeno vaginal en dosis baja, es correcto afirmar:',
      'Tiene absorción sistémica mínima y en general no requiere progestágeno',
      'Siempre exige asociar un progestágeno',
      'Está contraindicado en todas las mujeres mayores de 60 años',
      'Actúa solo sobre los sofocos',
    ],
    answer: 0,
  },
  {
    pt: [
      'Quais manifestações fazem parte da síndrome?',
      'Cefaleia e tontura',
      'Ressecamento vaginal, dispareunia, urgência urinária e infecções urinárias de repetição',
      'Queda de cabelo e unhas frágeis',
      'Palpitações e sudorese noturna apenas',
    ],
    es: [
      '¿Qué manifestaciones forman parte del síndrome?',
      'Cefalea y mareo',
      'Sequedad vaginal, dispareunia, urgencia urinaria e infecciones urinarias recurrentes',
      'Caída del cabello y uñas frágiles',
      'Solo palpitaciones y sudoración nocturna',
    ],
    answer: 1,
  },
  {
    pt: [
      'O ospemifeno pertence a qual classe?',
      'Modulador seletivo do receptor de estrogênio',
      'Inibidor da aromatase',
      'Antimuscarínico',
      'Bifosfonato',
    ],
    es: [
      '¿A qué clase pertenece el ospemifeno?',
      'Modulador selectivo del receptor de estrógenos',
      'Inhibidor de la aromatasa',
      'Antimuscarínico',
      'Bifosfonato',
    ],
    answer: 0,
  },
  {
    pt: [
      'Qual achado de pH vaginal é típico da atrofia por hipoestrogenismo?',
      'pH abaixo de 3,5',
      'pH entre 3,8 e 4,2',
      'pH acima de 4,5',
      'O pH não se altera',
    ],
    es: [
      '¿Qué hallazgo de pH vaginal es típico de la atrofia por hipoestrogenismo?',
      'pH menor de 3,5',
      'pH entre 3,8 y 4,2',
      'pH mayor de 4,5',
      'El pH no se modifica',
    ],
    answer: 2,
  },
  {
    pt: [
      'Qual é a prevalência aproximada da síndrome entre mulheres na pós-menopausa?',
      'Menos de 5%',
      'Cerca de metade delas',
      'Praticamente nenhuma',
      'Apenas mulheres com câncer de mama',
    ],
    es: [
      '¿Cuál es la prevalencia aproximada del síndrome en mujeres posmenopáusicas?',
      'Menos del 5%',
      'Alrededor de la mitad',
      'Prácticamente ninguna',
      'Solo mujeres con cáncer de mama',
    ],
    answer: 1,
  },
  {
    pt: [
      'Qual opção hormonal de uso intravaginal é convertida localmente em estrogênios e androgênios?',
      'Prasterona (DHEA)',
      'Testosterona oral',
      'Tibolona injetável',
      'Levonorgestrel',
    ],
    es: [
      '¿Qué opción hormonal de uso intravaginal se convierte localmente en estrógenos y andrógenos?',
      'Prasterona (DHEA)',
      'Testosterona oral',
      'Tibolona inyectable',
      'Levonorgestrel',
    ],
    answer: 0,
  },
  {
    pt: [
      'Como evolui a síndrome geniturinária sem tratamento?',
      'Desaparece espontaneamente em semanas',
      'Tende a ser crônica e progressiva',
      'Melhora com a idade',
      'Evolui sempre para câncer',
    ],
    es: [
      '¿Cómo evoluciona el síndrome genitourinario sin tratamiento?',
      'Desaparece espontáneamente en semanas',
      'Tiende a ser crónico y progresivo',
      'Mejora con la edad',
      'Siempre evoluciona a cáncer',
    ],
    answer: 1,
  },
];
