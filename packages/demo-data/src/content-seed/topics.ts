// Demo medical-education topics, written for the portal's two content languages. Each topic becomes one
// Portuguese item (Brazil) and one Spanish item (the Spanish-speaking countries). Texts are educational
// placeholders for a demo, not clinical guidance.

export interface LocalizedText {
  pt: string;
  es: string;
}

export interface DemoTopic {
  /** Short, URL-safe slug; unique within its specialty. */
  slug: string;
  title: LocalizedText;
  synopsis: LocalizedText;
}

export interface DemoSpecialty {
  /** The specialty value of @portal/countries (SPECIALTIES). */
  id: 'cardiology' | 'womens_health' | 'oncology' | 'ophthalmology' | 'hematology' | 'pneumology';
  /** Short code used in item ids. */
  code: string;
  name: LocalizedText;
  /** Two brand colours of the generated thumbnails. */
  colors: [string, string];
  /** Paragraphs shared by the bodies of the specialty's items. */
  background: LocalizedText[];
  topics: DemoTopic[];
}

const t = (pt: string, es: string): LocalizedText => ({ pt, es });

export const DEMO_SPECIALTIES: DemoSpecialty[] = [
  {
    id: 'cardiology',
    code: 'cardio',
    name: t('Cardiologia', 'Cardiología'),
    colors: ['#b3123b', '#5c0a24'],
    background: [
      t(
        'As doenças cardiovasculares seguem como a principal causa de morte na América Latina. O controle dos fatores de risco, o diagnóstico precoce e a adesão ao tratamento mudam o prognóstico do paciente cardíaco.',
        'Las enfermedades cardiovasculares siguen siendo la principal causa de muerte en América Latina. El control de los factores de riesgo, el diagnóstico precoz y la adherencia al tratamiento cambian el pronóstico del paciente cardíaco.',
      ),
      t(
        'A abordagem cardiorrenal integrada considera coração e rim como um único eixo: a proteção de um órgão beneficia o outro.',
        'El abordaje cardiorrenal integrado considera al corazón y al riñón como un solo eje: proteger un órgano beneficia al otro.',
      ),
    ],
    topics: [
      {
        slug: 'ic-fe-reduzida',
        title: t(
          'Insuficiência cardíaca com fração de ejeção reduzida: o que mudou',
          'Insuficiencia cardíaca con fracción de eyección reducida: qué cambió',
        ),
        synopsis: t(
          'Os quatro pilares do tratamento e como iniciá-los com segurança na prática clínica.',
          'Los cuatro pilares del tratamiento y cómo iniciarlos con seguridad en la práctica clínica.',
        ),
      },
      {
        slug: 'fibrilacao-atrial',
        title: t(
          'Fibrilação atrial: anticoagulação na prática',
          'Fibrilación auricular: anticoagulación en la práctica',
        ),
        synopsis: t(
          'Escores de risco, escolha do anticoagulante e situações especiais no consultório.',
          'Escalas de riesgo, elección del anticoagulante y situaciones especiales en el consultorio.',
        ),
      },
      {
        slug: 'hipertensao-resistente',
        title: t('Hipertensão arterial resistente', 'Hipertensión arterial resistente'),
        synopsis: t(
          'Como confirmar o diagnóstico, afastar causas secundárias e ajustar a terapia combinada.',
          'Cómo confirmar el diagnóstico, descartar causas secundarias y ajustar la terapia combinada.',
        ),
      },
      {
        slug: 'doenca-renal-diabetica',
        title: t(
          'Doença renal crônica no paciente diabético: proteção cardiorrenal',
          'Enfermedad renal crónica en el paciente diabético: protección cardiorrenal',
        ),
        synopsis: t(
          'Albuminúria, taxa de filtração e as terapias que reduzem eventos cardiovasculares e renais.',
          'Albuminuria, tasa de filtración y las terapias que reducen eventos cardiovasculares y renales.',
        ),
      },
      {
        slug: 'sindrome-coronariana',
        title: t(
          'Síndrome coronariana aguda: as primeiras horas',
          'Síndrome coronario agudo: las primeras horas',
        ),
        synopsis: t(
          'Eletrocardiograma, troponina e decisões de reperfusão no pronto-socorro.',
          'Electrocardiograma, troponina y decisiones de reperfusión en urgencias.',
        ),
      },
      {
        slug: 'dislipidemia',
        title: t('Dislipidemia e metas de LDL-colesterol', 'Dislipidemia y metas de colesterol LDL'),
        synopsis: t(
          'Estratificação de risco e intensificação do tratamento hipolipemiante.',
          'Estratificación del riesgo e intensificación del tratamiento hipolipemiante.',
        ),
      },
      {
        slug: 'tromboembolismo-venoso',
        title: t(
          'Tromboembolismo venoso: tratamento e prevenção secundária',
          'Tromboembolismo venoso: tratamiento y prevención secundaria',
        ),
        synopsis: t(
          'Duração da anticoagulação e prevenção de recorrências após o evento agudo.',
          'Duración de la anticoagulación y prevención de recurrencias tras el evento agudo.',
        ),
      },
      {
        slug: 'cardiologia-preventiva',
        title: t('Cardiologia preventiva no consultório', 'Cardiología preventiva en el consultorio'),
        synopsis: t(
          'Rastreamento, estilo de vida e comunicação de risco com o paciente.',
          'Tamizaje, estilo de vida y comunicación del riesgo con el paciente.',
        ),
      },
      {
        slug: 'doenca-arterial-periferica',
        title: t('Doença arterial periférica sintomática', 'Enfermedad arterial periférica sintomática'),
        synopsis: t(
          'Índice tornozelo-braquial, terapia antitrombótica e reabilitação.',
          'Índice tobillo-brazo, terapia antitrombótica y rehabilitación.',
        ),
      },
      {
        slug: 'ecocardiograma',
        title: t('Ecocardiograma para o clínico: o essencial', 'Ecocardiograma para el clínico: lo esencial'),
        synopsis: t(
          'Como ler um laudo e quando pedir o exame na avaliação do paciente cardíaco.',
          'Cómo leer un informe y cuándo solicitar el estudio en la evaluación del paciente cardíaco.',
        ),
      },
      {
        slug: 'cardiopatia-gestacao',
        title: t('Cardiopatias na gestação', 'Cardiopatías en el embarazo'),
        synopsis: t(
          'Adaptações hemodinâmicas, riscos e o acompanhamento conjunto com a obstetrícia.',
          'Adaptaciones hemodinámicas, riesgos y el seguimiento conjunto con obstetricia.',
        ),
      },
    ],
  },
  {
    id: 'oncology',
    code: 'onco',
    name: t('Oncologia', 'Oncología'),
    colors: ['#5b2a86', '#2d1445'],
    background: [
      t(
        'A oncologia de precisão tornou o diagnóstico molecular parte da rotina: o tratamento depende cada vez mais do perfil do tumor.',
        'La oncología de precisión hizo del diagnóstico molecular parte de la rutina: el tratamiento depende cada vez más del perfil del tumor.',
      ),
      t(
        'O cuidado multidisciplinar, do rastreamento aos cuidados paliativos, melhora a qualidade de vida e a sobrevida.',
        'El cuidado multidisciplinario, desde el tamizaje hasta los cuidados paliativos, mejora la calidad de vida y la supervivencia.',
      ),
    ],
    topics: [
      {
        slug: 'cancer-prostata-metastatico',
        title: t(
          'Câncer de próstata metastático sensível à castração',
          'Cáncer de próstata metastásico sensible a la castración',
        ),
        synopsis: t(
          'Intensificação do tratamento hormonal e seleção de pacientes.',
          'Intensificación del tratamiento hormonal y selección de pacientes.',
        ),
      },
      {
        slug: 'prostata-resistente',
        title: t(
          'Câncer de próstata resistente à castração não metastático',
          'Cáncer de próstata resistente a la castración no metastásico',
        ),
        synopsis: t(
          'PSA, tempo de duplicação e opções que adiam a metástase.',
          'PSA, tiempo de duplicación y opciones que retrasan la metástasis.',
        ),
      },
      {
        slug: 'carcinoma-hepatocelular',
        title: t(
          'Carcinoma hepatocelular avançado: sequência terapêutica',
          'Carcinoma hepatocelular avanzado: secuencia terapéutica',
        ),
        synopsis: t(
          'Avaliação da função hepática e escolha das linhas de tratamento sistêmico.',
          'Evaluación de la función hepática y elección de las líneas de tratamiento sistémico.',
        ),
      },
      {
        slug: 'tumores-ntrk',
        title: t('Fusões NTRK: um alvo agnóstico ao tumor', 'Fusiones NTRK: un blanco agnóstico al tumor'),
        synopsis: t(
          'Quando pesquisar a fusão e como interpretar o painel genômico.',
          'Cuándo buscar la fusión y cómo interpretar el panel genómico.',
        ),
      },
      {
        slug: 'cancer-tireoide',
        title: t(
          'Câncer diferenciado de tireoide refratário ao iodo',
          'Cáncer diferenciado de tiroides refractario al yodo',
        ),
        synopsis: t(
          'Critérios de refratariedade e manejo das terapias-alvo.',
          'Criterios de refractariedad y manejo de las terapias dirigidas.',
        ),
      },
      {
        slug: 'cancer-colorretal',
        title: t(
          'Câncer colorretal metastático: terceira linha',
          'Cáncer colorrectal metastásico: tercera línea',
        ),
        synopsis: t(
          'Opções após quimioterapia e o equilíbrio entre eficácia e toxicidade.',
          'Opciones tras la quimioterapia y el equilibrio entre eficacia y toxicidad.',
        ),
      },
      {
        slug: 'cancer-mama',
        title: t(
          'Câncer de mama: rastreamento e diagnóstico precoce',
          'Cáncer de mama: tamizaje y diagnóstico precoz',
        ),
        synopsis: t(
          'Mamografia, fatores de risco e o encaminhamento oportuno.',
          'Mamografía, factores de riesgo y la derivación oportuna.',
        ),
      },
      {
        slug: 'toxicidade-imunoterapia',
        title: t(
          'Toxicidades da imunoterapia: reconhecer e tratar',
          'Toxicidades de la inmunoterapia: reconocer y tratar',
        ),
        synopsis: t(
          'Eventos adversos imunomediados mais comuns e quando suspender o tratamento.',
          'Eventos adversos inmunomediados más frecuentes y cuándo suspender el tratamiento.',
        ),
      },
      {
        slug: 'cuidados-paliativos',
        title: t('Cuidados paliativos precoces em oncologia', 'Cuidados paliativos tempranos en oncología'),
        synopsis: t(
          'Controle de sintomas e conversas difíceis desde o diagnóstico.',
          'Control de síntomas y conversaciones difíciles desde el diagnóstico.',
        ),
      },
      {
        slug: 'cancer-pulmao',
        title: t(
          'Câncer de pulmão: biomarcadores que mudam a conduta',
          'Cáncer de pulmón: biomarcadores que cambian la conducta',
        ),
        synopsis: t(
          'EGFR, ALK, PD-L1 e a biópsia líquida no diagnóstico.',
          'EGFR, ALK, PD-L1 y la biopsia líquida en el diagnóstico.',
        ),
      },
      {
        slug: 'oncogeriatria',
        title: t('Oncogeriatria: avaliar antes de tratar', 'Oncogeriatría: evaluar antes de tratar'),
        synopsis: t(
          'Avaliação geriátrica ampla para decidir a intensidade do tratamento.',
          'Valoración geriátrica integral para decidir la intensidad del tratamiento.',
        ),
      },
    ],
  },
  {
    id: 'womens_health',
    code: 'mulher',
    name: t('Saúde da mulher', 'Salud de la mujer'),
    colors: ['#c2477a', '#6b1f45'],
    background: [
      t(
        'A saúde da mulher atravessa todas as fases da vida: da contracepção à menopausa, cada etapa pede uma conversa franca e decisões compartilhadas.',
        'La salud de la mujer atraviesa todas las etapas de la vida: de la anticoncepción a la menopausia, cada etapa pide una conversación franca y decisiones compartidas.',
      ),
      t(
        'A escuta ativa e a orientação baseada em evidências aumentam a adesão e a satisfação da paciente.',
        'La escucha activa y la orientación basada en evidencia aumentan la adherencia y la satisfacción de la paciente.',
      ),
    ],
    topics: [
      {
        slug: 'contracepcao-larc',
        title: t(
          'Contracepção de longa duração: DIU e implante',
          'Anticoncepción de larga duración: DIU e implante',
        ),
        synopsis: t(
          'Indicações, inserção e aconselhamento sobre o padrão de sangramento.',
          'Indicaciones, inserción y consejería sobre el patrón de sangrado.',
        ),
      },
      {
        slug: 'endometriose',
        title: t(
          'Endometriose: do diagnóstico ao tratamento',
          'Endometriosis: del diagnóstico al tratamiento',
        ),
        synopsis: t(
          'Dor pélvica crônica, imagem e opções hormonais de longo prazo.',
          'Dolor pélvico crónico, imagen y opciones hormonales de largo plazo.',
        ),
      },
      {
        slug: 'menopausa-terapia',
        title: t('Menopausa: terapia hormonal e alternativas', 'Menopausia: terapia hormonal y alternativas'),
        synopsis: t(
          'Sintomas vasomotores, janela de oportunidade e contraindicações.',
          'Síntomas vasomotores, ventana de oportunidad y contraindicaciones.',
        ),
      },
      {
        slug: 'sangramento-uterino',
        title: t('Sangramento uterino anormal', 'Sangrado uterino anormal'),
        synopsis: t(
          'A classificação PALM-COEIN na investigação e no tratamento.',
          'La clasificación PALM-COEIN en la investigación y el tratamiento.',
        ),
      },
      {
        slug: 'miomas',
        title: t('Miomas uterinos sintomáticos', 'Miomas uterinos sintomáticos'),
        synopsis: t(
          'Tratamento clínico, procedimentos minimamente invasivos e cirurgia.',
          'Tratamiento médico, procedimientos mínimamente invasivos y cirugía.',
        ),
      },
      {
        slug: 'sop',
        title: t('Síndrome dos ovários policísticos', 'Síndrome de ovario poliquístico'),
        synopsis: t(
          'Critérios diagnósticos, risco metabólico e desejo reprodutivo.',
          'Criterios diagnósticos, riesgo metabólico y deseo reproductivo.',
        ),
      },
      {
        slug: 'contracepcao-adolescencia',
        title: t('Contracepção na adolescência', 'Anticoncepción en la adolescencia'),
        synopsis: t(
          'Confidencialidade, métodos preferenciais e prevenção de infecções.',
          'Confidencialidad, métodos preferentes y prevención de infecciones.',
        ),
      },
      {
        slug: 'osteoporose-pos-menopausa',
        title: t('Osteoporose pós-menopausa', 'Osteoporosis posmenopáusica'),
        synopsis: t(
          'Densitometria, risco de fratura e escolha do tratamento.',
          'Densitometría, riesgo de fractura y elección del tratamiento.',
        ),
      },
      {
        slug: 'pre-natal-risco',
        title: t(
          'Pré-natal de alto risco: sinais de alerta',
          'Control prenatal de alto riesgo: señales de alarma',
        ),
        synopsis: t(
          'Pré-eclâmpsia, diabetes gestacional e o momento de encaminhar.',
          'Preeclampsia, diabetes gestacional y el momento de derivar.',
        ),
      },
      {
        slug: 'sindrome-geniturinaria',
        title: t('Síndrome geniturinária da menopausa', 'Síndrome genitourinario de la menopausia'),
        synopsis: t(
          'Sintomas frequentes e subdiagnosticados e o tratamento local.',
          'Síntomas frecuentes y subdiagnosticados y el tratamiento local.',
        ),
      },
      {
        slug: 'hpv-rastreamento',
        title: t(
          'HPV e rastreamento do câncer de colo do útero',
          'VPH y tamizaje del cáncer de cuello uterino',
        ),
        synopsis: t('Teste de DNA-HPV, citologia e vacinação.', 'Prueba de ADN-VPH, citología y vacunación.'),
      },
    ],
  },
  {
    id: 'ophthalmology',
    code: 'oftalmo',
    name: t('Oftalmologia', 'Oftalmología'),
    colors: ['#0f6f8f', '#083a4b'],
    background: [
      t(
        'A perda visual por doenças da retina é em grande parte evitável quando o diagnóstico é precoce e o tratamento é mantido.',
        'La pérdida visual por enfermedades de la retina es en gran parte evitable cuando el diagnóstico es precoz y el tratamiento se mantiene.',
      ),
      t(
        'A tomografia de coerência óptica tornou-se o exame central no acompanhamento das doenças maculares.',
        'La tomografía de coherencia óptica se convirtió en el estudio central en el seguimiento de las enfermedades maculares.',
      ),
    ],
    topics: [
      {
        slug: 'dmri-neovascular',
        title: t(
          'Degeneração macular relacionada à idade neovascular',
          'Degeneración macular relacionada con la edad neovascular',
        ),
        synopsis: t(
          'Terapia anti-VEGF, intervalos de aplicação e resultados no mundo real.',
          'Terapia anti-VEGF, intervalos de aplicación y resultados en el mundo real.',
        ),
      },
      {
        slug: 'edema-macular-diabetico',
        title: t('Edema macular diabético', 'Edema macular diabético'),
        synopsis: t(
          'Quando tratar, como acompanhar e o papel do controle glicêmico.',
          'Cuándo tratar, cómo dar seguimiento y el papel del control glucémico.',
        ),
      },
      {
        slug: 'retinopatia-diabetica',
        title: t(
          'Retinopatia diabética: rastreamento na atenção primária',
          'Retinopatía diabética: tamizaje en atención primaria',
        ),
        synopsis: t(
          'Retinografia, telemedicina e critérios de encaminhamento.',
          'Retinografía, telemedicina y criterios de derivación.',
        ),
      },
      {
        slug: 'oclusao-veia-retina',
        title: t('Oclusão de veia da retina', 'Oclusión de vena de la retina'),
        synopsis: t(
          'Fatores de risco sistêmicos e tratamento do edema macular associado.',
          'Factores de riesgo sistémicos y tratamiento del edema macular asociado.',
        ),
      },
      {
        slug: 'glaucoma',
        title: t('Glaucoma primário de ângulo aberto', 'Glaucoma primario de ángulo abierto'),
        synopsis: t(
          'Pressão intraocular, campo visual e adesão ao colírio.',
          'Presión intraocular, campo visual y adherencia al colirio.',
        ),
      },
      {
        slug: 'miopia-patologica',
        title: t(
          'Miopia patológica e neovascularização de coroide',
          'Miopía patológica y neovascularización coroidea',
        ),
        synopsis: t(
          'Diagnóstico diferencial e tratamento da membrana neovascular.',
          'Diagnóstico diferencial y tratamiento de la membrana neovascular.',
        ),
      },
      {
        slug: 'oct-na-pratica',
        title: t('OCT na prática clínica', 'OCT en la práctica clínica'),
        synopsis: t(
          'Leitura sistemática das camadas da retina e achados que pedem ação.',
          'Lectura sistemática de las capas de la retina y hallazgos que exigen acción.',
        ),
      },
      {
        slug: 'olho-seco',
        title: t('Doença do olho seco', 'Enfermedad del ojo seco'),
        synopsis: t(
          'Classificação, testes simples no consultório e tratamento escalonado.',
          'Clasificación, pruebas simples en el consultorio y tratamiento escalonado.',
        ),
      },
      {
        slug: 'uveites',
        title: t('Uveítes: abordagem inicial', 'Uveítis: abordaje inicial'),
        synopsis: t(
          'Classificação anatômica e investigação das causas sistêmicas.',
          'Clasificación anatómica e investigación de las causas sistémicas.',
        ),
      },
      {
        slug: 'retinopatia-prematuridade',
        title: t('Retinopatia da prematuridade', 'Retinopatía del prematuro'),
        synopsis: t(
          'Quem rastrear, quando rastrear e as opções de tratamento.',
          'A quién tamizar, cuándo hacerlo y las opciones de tratamiento.',
        ),
      },
      {
        slug: 'injecao-intravitrea',
        title: t(
          'Injeção intravítrea segura: técnica e complicações',
          'Inyección intravítrea segura: técnica y complicaciones',
        ),
        synopsis: t(
          'Antissepsia, anestesia e a prevenção de endoftalmite.',
          'Antisepsia, anestesia y la prevención de endoftalmitis.',
        ),
      },
    ],
  },
  {
    id: 'hematology',
    code: 'hemato',
    name: t('Hematologia', 'Hematología'),
    colors: ['#a3201d', '#4f0f0e'],
    background: [
      t(
        'Os distúrbios da coagulação exigem diagnóstico laboratorial preciso e um plano de tratamento compartilhado com o paciente e a família.',
        'Los trastornos de la coagulación exigen un diagnóstico de laboratorio preciso y un plan de tratamiento compartido con el paciente y la familia.',
      ),
      t(
        'A profilaxia individualizada reduz sangramentos articulares e preserva a função ao longo da vida.',
        'La profilaxis individualizada reduce los sangrados articulares y preserva la función a lo largo de la vida.',
      ),
    ],
    topics: [
      {
        slug: 'hemofilia-a-profilaxia',
        title: t('Hemofilia A: profilaxia individualizada', 'Hemofilia A: profilaxis individualizada'),
        synopsis: t(
          'Farmacocinética, meia-vida estendida e metas de nível de fator.',
          'Farmacocinética, vida media extendida y metas de nivel de factor.',
        ),
      },
      {
        slug: 'hemofilia-inibidores',
        title: t('Hemofilia com inibidores', 'Hemofilia con inhibidores'),
        synopsis: t(
          'Detecção, imunotolerância e agentes de bypass.',
          'Detección, inmunotolerancia y agentes de bypass.',
        ),
      },
      {
        slug: 'artropatia-hemofilica',
        title: t('Artropatia hemofílica', 'Artropatía hemofílica'),
        synopsis: t(
          'Avaliação articular, fisioterapia e prevenção de danos.',
          'Evaluación articular, fisioterapia y prevención del daño.',
        ),
      },
      {
        slug: 'doenca-von-willebrand',
        title: t('Doença de von Willebrand', 'Enfermedad de von Willebrand'),
        synopsis: t(
          'O distúrbio hemorrágico hereditário mais comum e seus subtipos.',
          'El trastorno hemorrágico hereditario más frecuente y sus subtipos.',
        ),
      },
      {
        slug: 'anemia-ferropriva',
        title: t('Anemia ferropriva no adulto', 'Anemia ferropénica en el adulto'),
        synopsis: t(
          'Ferritina, investigação da causa e reposição oral ou venosa.',
          'Ferritina, investigación de la causa y reposición oral o intravenosa.',
        ),
      },
      {
        slug: 'trombocitopenia-imune',
        title: t('Trombocitopenia imune primária', 'Trombocitopenia inmune primaria'),
        synopsis: t(
          'Quando tratar e as opções de primeira e segunda linha.',
          'Cuándo tratar y las opciones de primera y segunda línea.',
        ),
      },
      {
        slug: 'anticoagulacao-cirurgia',
        title: t('Anticoagulação no perioperatório', 'Anticoagulación en el perioperatorio'),
        synopsis: t(
          'Suspensão, ponte e retorno dos anticoagulantes orais.',
          'Suspensión, terapia puente y reinicio de los anticoagulantes orales.',
        ),
      },
      {
        slug: 'coagulograma',
        title: t('Coagulograma alterado: como investigar', 'Coagulograma alterado: cómo investigar'),
        synopsis: t(
          'TP, TTPa, fibrinogênio e testes de mistura.',
          'TP, TTPa, fibrinógeno y pruebas de mezcla.',
        ),
      },
      {
        slug: 'hemofilia-mulheres',
        title: t('Mulheres portadoras de hemofilia', 'Mujeres portadoras de hemofilia'),
        synopsis: t(
          'Sangramento menstrual intenso, gestação e aconselhamento genético.',
          'Sangrado menstrual abundante, embarazo y asesoramiento genético.',
        ),
      },
      {
        slug: 'trombose-cancer',
        title: t('Trombose associada ao câncer', 'Trombosis asociada al cáncer'),
        synopsis: t(
          'Escolha do anticoagulante e risco de sangramento.',
          'Elección del anticoagulante y riesgo de sangrado.',
        ),
      },
      {
        slug: 'terapia-genica',
        title: t('Terapia gênica em hemofilia', 'Terapia génica en hemofilia'),
        synopsis: t(
          'Princípios, resultados iniciais e perguntas em aberto.',
          'Principios, resultados iniciales y preguntas abiertas.',
        ),
      },
    ],
  },
  {
    id: 'pneumology',
    code: 'pneumo',
    name: t('Pneumologia', 'Neumología'),
    colors: ['#1d6f5a', '#0c3a2e'],
    background: [
      t(
        'Doenças respiratórias crônicas limitam a vida diária de milhões de pacientes; o diagnóstico funcional correto é o primeiro passo.',
        'Las enfermedades respiratorias crónicas limitan la vida diaria de millones de pacientes; el diagnóstico funcional correcto es el primer paso.',
      ),
      t(
        'A hipertensão pulmonar deve ser lembrada diante de dispneia sem explicação: o atraso no diagnóstico ainda é de anos.',
        'La hipertensión pulmonar debe considerarse ante una disnea sin explicación: el retraso diagnóstico todavía es de años.',
      ),
    ],
    topics: [
      {
        slug: 'hipertensao-pulmonar',
        title: t(
          'Hipertensão arterial pulmonar: quando suspeitar',
          'Hipertensión arterial pulmonar: cuándo sospechar',
        ),
        synopsis: t(
          'Dispneia, ecocardiograma e o cateterismo cardíaco direito.',
          'Disnea, ecocardiograma y el cateterismo cardíaco derecho.',
        ),
      },
      {
        slug: 'hptec',
        title: t(
          'Hipertensão pulmonar tromboembólica crônica',
          'Hipertensión pulmonar tromboembólica crónica',
        ),
        synopsis: t(
          'Cintilografia, cirurgia e tratamento clínico.',
          'Gammagrafía, cirugía y tratamiento médico.',
        ),
      },
      {
        slug: 'dpoc-exacerbacoes',
        title: t('DPOC: prevenção de exacerbações', 'EPOC: prevención de exacerbaciones'),
        synopsis: t(
          'Broncodilatadores, eosinófilos e reabilitação pulmonar.',
          'Broncodilatadores, eosinófilos y rehabilitación pulmonar.',
        ),
      },
      {
        slug: 'asma-grave',
        title: t('Asma grave: fenótipos e biológicos', 'Asma grave: fenotipos y biológicos'),
        synopsis: t(
          'Do controle inadequado à terapia biológica.',
          'Del control inadecuado a la terapia biológica.',
        ),
      },
      {
        slug: 'espirometria',
        title: t('Espirometria sem mistério', 'Espirometría sin misterio'),
        synopsis: t(
          'Padrões obstrutivo e restritivo e a resposta ao broncodilatador.',
          'Patrones obstructivo y restrictivo y la respuesta al broncodilatador.',
        ),
      },
      {
        slug: 'fibrose-pulmonar',
        title: t('Fibrose pulmonar idiopática', 'Fibrosis pulmonar idiopática'),
        synopsis: t(
          'Tomografia, diagnóstico multidisciplinar e antifibróticos.',
          'Tomografía, diagnóstico multidisciplinario y antifibróticos.',
        ),
      },
      {
        slug: 'pneumonia-comunidade',
        title: t('Pneumonia adquirida na comunidade', 'Neumonía adquirida en la comunidad'),
        synopsis: t(
          'Escores de gravidade e escolha do antibiótico.',
          'Escalas de gravedad y elección del antibiótico.',
        ),
      },
      {
        slug: 'embolia-pulmonar',
        title: t('Embolia pulmonar: estratificação de risco', 'Embolia pulmonar: estratificación del riesgo'),
        synopsis: t(
          'Quem trata em casa, quem precisa de terapia de reperfusão.',
          'Quién se trata en casa y quién necesita terapia de reperfusión.',
        ),
      },
      {
        slug: 'cessacao-tabagismo',
        title: t('Cessação do tabagismo', 'Cesación tabáquica'),
        synopsis: t(
          'Abordagem breve, farmacoterapia e prevenção de recaídas.',
          'Abordaje breve, farmacoterapia y prevención de recaídas.',
        ),
      },
      {
        slug: 'apneia-sono',
        title: t('Apneia obstrutiva do sono', 'Apnea obstructiva del sueño'),
        synopsis: t('Suspeita clínica, polissonografia e CPAP.', 'Sospecha clínica, polisomnografía y CPAP.'),
      },
      {
        slug: 'reabilitacao-pulmonar',
        title: t('Reabilitação pulmonar', 'Rehabilitación pulmonar'),
        synopsis: t(
          'Exercício, educação e resultados em qualidade de vida.',
          'Ejercicio, educación y resultados en calidad de vida.',
        ),
      },
    ],
  },
];
