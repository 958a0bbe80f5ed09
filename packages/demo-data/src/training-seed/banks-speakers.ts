import type { BilingualQuestion } from './bank-types.ts';

export const SCIENTIFIC_COMMUNICATION: BilingualQuestion[] = [
  {
    pt: [
      'Ao apresentar o benefício de um tratamento, qual prática é a mais equilibrada?',
      'Mostrar apenas a redução de risco relativo',
      'Mostrar a redução de risco relativo e a absoluta',
      'Mostrar apenas o valor de p',
      'Omitir o grupo controle',
    ],
    es: [
      'Al presentar el beneficio de un tratamiento, ¿qué práctica es la más equilibrada?',
      'Mostrar solo la reducción del riesgo relativo',
      'Mostrar la reducción del riesgo relativo y la absoluta',
      'Mostrar solo el valor de p',
      'Omitir el grupo control',
    ],
    answer: 1,
  },
  {
    pt: [
      'Se a redução de risco absoluto é de 2%, qual é o número necessário para tratar?',
      '2',
      '20',
      '50',
      '200',
    ],
    es: [
      'Si la reducción del riesgo absoluto es del 2%, ¿cuál es el número necesario a tratar?',
      '2',
      '20',
      '50',
      '200',
    ],
    answer: 2,
  },
  {
    pt: [
      'Como devem ser apresentados os resultados de análises de subgrupos?',
      'Como prova definitiva de eficácia',
      'Como geradores de hipóteses',
      'Como substitutos do desfecho primário',
      'Sem mencionar que são subgrupos',
    ],
    es: [
      '¿Cómo deben presentarse los resultados de análisis de subgrupos?',
      'Como prueba definitiva de eficacia',
      'Como generadores de hipótesis',
      'Como sustitutos del desenlace primario',
      'Sin mencionar que son subgrupos',
    ],
    answer: 1,
  },
  {
    pt: [
      'O que demonstra um estudo de não inferioridade bem-sucedido?',
      'Que o novo tratamento é superior',
      'Que o novo tratamento não é pior que o comparador além de uma margem pré-definida',
      'Que os tratamentos são idênticos',
      'Que o comparador é ineficaz',
    ],
    es: [
      '¿Qué demuestra un estudio de no inferioridad exitoso?',
      'Que el nuevo tratamiento es superior',
      'Que el nuevo tratamiento no es peor que el comparador más allá de un margen predefinido',
      'Que los tratamientos son idénticos',
      'Que el comparador es ineficaz',
    ],
    answer: 1,
  },
  {
    pt: [
      'Um hazard ratio de 0,90 com intervalo de confiança de 95% entre 0,78 e 1,04 indica:',
      'Redução significativa de 10%',
      'Diferença não estatisticamente significativa',
      'Aumento de risco',
      'Erro do estudo',
    ],
    es: [
      'Un hazard ratio de 0,90 con intervalo de confianza del 95% entre 0,78 y 1,04 indica:',
      'Reducción significativa del 10%',
      'Diferencia no estadísticamente significativa',
      'Aumento del riesgo',
      'Error del estudio',
    ],
    answer: 1,
  },
  {
    pt: [
      'O que cada dado apresentado nos slides deve trazer?',
      'A referência da fonte: estudo, revista e ano',
      'Apenas o logotipo da empresa',
      'Nenhuma referência, para não poluir',
      'O nome do paciente',
    ],
    es: [
      '¿Qué debe incluir cada dato presentado en las diapositivas?',
      'La referencia de la fuente: estudio, revista y año',
      'Solo el logotipo de la empresa',
      'Ninguna referencia, para no sobrecargar',
      'El nombre del paciente',
    ],
    answer: 0,
  },
  {
    pt: [
      'Ao comentar um desfecho composto, o palestrante deve:',
      'Indicar quais componentes impulsionaram o resultado',
      'Apresentar apenas o composto',
      'Somar os desfechos de estudos diferentes',
      'Evitar mostrar os componentes',
    ],
    es: [
      'Al comentar un desenlace compuesto, el orador debe:',
      'Indicar qué componentes impulsaron el resultado',
      'Presentar solo el compuesto',
      'Sumar desenlaces de estudios distintos',
      'Evitar mostrar los componentes',
    ],
    answer: 0,
  },
  {
    pt: [
      'Quando o palestrante deve declarar seus conflitos de interesse?',
      'No início da apresentação',
      'Somente se alguém perguntar',
      'Nunca',
      'Apenas no material impresso',
    ],
    es: [
      '¿Cuándo debe declarar el orador sus conflictos de interés?',
      'Al inicio de la presentación',
      'Solo si alguien pregunta',
      'Nunca',
      'Solo en el material impreso',
    ],
    answer: 0,
  },
];

export const EVENT_COMPLIANCE: BilingualQuestion[] = [
  {
    pt: [
      'Se um participante pergunta sobre um uso não aprovado (off-label), o palestrante deve:',
      'Recomendar o uso com entusiasmo',
      'Responder de forma factual e encaminhar ao serviço de informação médica, sem promover',
      'Recusar-se a responder qualquer pergunta',
      'Distribuir amostras para esse uso',
    ],
    es: [
      'Si un participante pregunta por un uso no aprobado (off-label), el orador debe:',
      'Recomendar el uso con entusiasmo',
      'Responder de forma fáctica y derivar al servicio de información médica, sin promover',
      'Negarse a responder cualquier pregunta',
      'Distribuir muestras para ese uso',
    ],
    answer: 1,
  },
  {
    pt: [
      'Quais materiais podem ser usados em uma apresentação promocional?',
      'Somente materiais aprovados, com o código de aprovação',
      'Qualquer slide da internet',
      'Slides de concorrentes sem revisão',
      'Anotações pessoais sem referência',
    ],
    es: [
      '¿Qué materiales pueden usarse en una presentación promocional?',
      'Solo materiales aprobados, con el código de aprobación',
      'Cualquier diapositiva de internet',
      'Diapositivas de competidores sin revisión',
      'Notas personales sin referencias',
    ],
    answer: 0,
  },
  {
    pt: [
      'Um participante relata um evento adverso com o produto. O que fazer?',
      'Ignorar, pois não é o foco do evento',
      'Comunicar à farmacovigilância no prazo definido pela empresa',
      'Publicar nas redes sociais',
      'Esperar o fim do ano para relatar',
    ],
    es: [
      'Un participante relata un evento adverso con el producto. ¿Qué hacer?',
      'Ignorarlo, porque no es el foco del evento',
      'Comunicarlo a farmacovigilancia en el plazo definido por la empresa',
      'Publicarlo en redes sociales',
      'Esperar a fin de año para reportarlo',
    ],
    answer: 1,
  },
  {
    pt: [
      'Para qual público se destinam as apresentações promocionais de medicamentos de prescrição?',
      'Público geral',
      'Profissionais de saúde habilitados a prescrever ou dispensar',
      'Pacientes nas salas de espera',
      'Estudantes do ensino médio',
    ],
    es: [
      '¿A qué público se destinan las presentaciones promocionales de medicamentos de prescripción?',
      'Público general',
      'Profesionales de la salud habilitados para prescribir o dispensar',
      'Pacientes en salas de espera',
      'Estudiantes de secundaria',
    ],
    answer: 1,
  },
  {
    pt: [
      'Como deve ser a hospitalidade oferecida em eventos científicos?',
      'Modesta e secundária ao propósito científico',
      'Luxuosa, para atrair público',
      'Estendida a familiares dos participantes',
      'Com entretenimento como atração principal',
    ],
    es: [
      '¿Cómo debe ser la hospitalidad ofrecida en eventos científicos?',
      'Modesta y secundaria al propósito científico',
      'Lujosa, para atraer público',
      'Extendida a familiares de los participantes',
      'Con entretenimiento como atracción principal',
    ],
    answer: 0,
  },
  {
    pt: [
      'Comparações com produtos concorrentes são aceitáveis quando:',
      'Baseadas em dados comparativos, justas e verificáveis',
      'Baseadas na opinião pessoal do palestrante',
      'Feitas com dados de estudos distintos sem ressalvas',
      'Depreciam o concorrente',
    ],
    es: [
      'Las comparaciones con productos competidores son aceptables cuando:',
      'Se basan en datos comparativos, justos y verificables',
      'Se basan en la opinión personal del orador',
      'Usan datos de estudios distintos sin advertencias',
      'Desprestigian al competidor',
    ],
    answer: 0,
  },
  {
    pt: [
      'Ao apresentar um caso clínico real, o palestrante deve:',
      'Mostrar nome e foto do paciente',
      'Retirar todos os dados que identifiquem o paciente e ter o consentimento',
      'Divulgar o prontuário completo',
      'Citar o endereço do paciente',
    ],
    es: [
      'Al presentar un caso clínico real, el orador debe:',
      'Mostrar nombre y foto del paciente',
      'Retirar todos los datos que identifiquen al paciente y contar con el consentimiento',
      'Divulgar la historia clínica completa',
      'Mencionar la dirección del paciente',
    ],
    answer: 1,
  },
  {
    pt: [
      'Como deve ser remunerado o palestrante?',
      'Em valor de mercado justo, com contrato escrito',
      'Conforme o volume de prescrições',
      'Em dinheiro, sem registro',
      'Com presentes de alto valor',
    ],
    es: [
      '¿Cómo debe remunerarse al orador?',
      'A un valor de mercado justo, con contrato escrito',
      'Según el volumen de prescripciones',
      'En efectivo, sin registro',
      'Con regalos de alto valor',
    ],
    answer: 0,
  },
];
