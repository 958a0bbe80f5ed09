// The context words of the screening, as data with their reasons: what tells a report about a real
// patient ("minha paciente", "presentó", "após iniciar") from a question in general ("no estudo", "pode
// causar", "se o paciente"), and what negates an event ("sem", "ningún"). Same pattern syntax as rules.ts.

export interface ContextLexicon {
  patterns: string[];
  reason: string;
}

/** A concrete patient: one person the physician saw, not "patients" in general. */
export const CONCRETE_PATIENT: ContextLexicon = {
  reason:
    'A report is about one identifiable patient: an article or possessive with "paciente", an age, a sex.',
  patterns: [
    'meu|minha|esse|essa|este|esta|nosso|nossa|mi|ese|esa|nuestro|nuestra paciente|pcte|pct|pte|pac|doente|enfermo|enferma|senhora|senhor|senora|senor|crianca|nino|nina|bebe|lactente',
    'pcte|pct|pte',
    'paciente|pcte|pct|pte|pac feminina|feminino|masculino|masculina|femenina|femenino|idosa|idoso|anciana|anciano|varon|mujer|hombre|do_sexo|del_sexo|de_#|#',
    'senhor|senhora|senor|senora|sr|sra|don|dona',
    'mulher|homem|senhora|senhor|mujer|hombre|senora|senor|nino|nina|menino|menina|crianca|bebe|joven|jovem|rapaz|moca|chica|chico|muchacho|muchacha|adolescente|idosa|idoso|anciana|anciano|gestante|primigesta|varon de|con|com #',
    '# anos|a|meses|ano',
    'meus|minhas|mis pacientes',
    'um|uma|uno|una dos_meus|das_minhas|de_mis|de_meus|de_minhas pacientes',
    'to|tou|estou|estoy_con|tenho|atendi|atendo|acompanho|recebi|tive|vi|tengo|atiendo|tuve|recibi|llevo|examinei|examine ~ caso|paciente|pacientes|senhora|senora|senhor|senor|mulher|mujer|homem|hombre|gestante|crianca|nino|nina|rapaz|chica|chico|idoso|idosa|pcte|pct|pte',
    'no_meu|en_mi|na_minha consultorio|consulta|servico|servicio|plantao|guardia|clinica',
    'acude|llega|viene|chega|vem|consulta por|con|com',
    'acudio|llego|vino|veio|voltou|volvio|regreso|retornou|compareceu|chegou ~ consulta|consultorio|urgencias|retorno|emergencia|pronto_socorro|hospital',
    'meu|minha|mi filho|filha|hijo|hija|mae|mama|pai|papa|esposa|esposo|marido',
  ],
};

/**
 * Verbs that tell something happened to someone. `past` ones ("apresentou", "tuvo") survive an "if" in
 * their clause; present ones ("presenta") do not, since Spanish writes "si presenta sangrado".
 */
export const EXPERIENCED_PAST: ContextLexicon = {
  reason: 'A past experienced verb: the event happened.',
  patterns: [
    'apresentou|desenvolveu|evoluiu|cursou|teve|tiveram|sentiu|referiu|relatou|queixou|notou|percebeu|observou|notei|observei|percebi|surgiu|surgiram|apareceu|apareceram|comecou|ocorreu|ocorreram|iniciou|passou|ficou|sofreu|manifestou|procurou|voltou|piorou|amanheceu|acordou',
    'le_agarro|le_pego|lhe_pegou|presento|presentaron|desarrollo|evoluciono|tuvo|tuvieron|sintio|refirio|se_quejo|noto|note|observe|observamos|surgio|surgieron|aparecio|aparecieron|empezo|comenzo|ocurrio|sufrio|padecio|manifesto|amanecio|desperto|quedo|acudio|llego|regreso',
    'le|les|lhe salio|salieron|dio|dieron|vino|bajo|subio|aparecio|aparecieron|surtio|surtieron|daba|deu|apareceu|apareceram',
    'se puso',
    'se le ~ hincho|hincharon|cayo|puso',
    'tem|vem|ha|viene|han tido|apresentado|tenido|presentado|sentido|sofrido|sufrido',
    'houve|hubo|deu|fez|hizo|hicieron|fizeram',
    'le|lhe|se_le haya|tenha|haja ~ subido|bajado|causado|provocado|dado|salido|aparecido|caido|dado',
    'aconteceu|aconteceu_com|le_paso|le_ocurrio|le_sucedio|lhe_aconteceu|me_paso_con|nos_paso_con',
    'tinha|tenia|tinham|tenian|sentia|sentian|tomou|usou|recebeu|aplicou|utilizou|ingeriu|tomo|uso|recibio|aplico|aplicaron|utilizo|ingirio|administrou|administro|administraron|inyecto|injetou|tomaba|tomava|usaba|usava',
    'estuvo|esteve|estava|estaba|ficou|quedo tomando|usando|recibiendo|recebendo|aplicando|internado|internada|hospitalizado|hospitalizada',
  ],
};

export const EXPERIENCED_PRESENT: ContextLexicon = {
  reason: 'A present experienced verb ("está com", "presenta", "refiere"): the event is happening.',
  patterns: [
    'apresenta|apresentando|refere|relata|queixa|queixando|sente|sentindo|evolui|evoluindo|cursa|cursando|vem_apresentando|anda|andando|traz|trae|amanece|segue|continua',
    'esta|estava|estaba|anda|sigue|segue|ta|tava com|con',
    'presenta|presentando|refiere|relata|siente|sintiendose|se_queja|quejandose|evoluciona|viene_presentando|sigue|continua|tiene_ahora|tem_agora',
  ],
};

/** The event linked to the treatment in time or use. */
export const TREATMENT_LINK: ContextLexicon = {
  reason:
    'The event follows or accompanies the treatment ("após iniciar", "tras la aplicación", "en uso de").',
  patterns: [
    'apos|depois|tras|despues|luego ~ iniciar|inicio|comecar|tomar|usar|aplicar|aplicacao|aplicacion|injecao|inyeccion|dose|dosis|uso|administracao|administracion|primeira|primera|segunda|troca|cambio|introducao|introduccion|colocacao|colocacion|insercao|insercion',
    'desde que ~ comec*|inici*|passou|empez*|comenz*|tom*|usa|uso|usou|aplic*|coloc*|puso|pusimos|pus|receb*|recib*|subi*|aument*',
    'em|en uso_de|tratamento_com|tratamiento_con|terapia_com|terapia_con',
    'com|con ~ meses|semanas|dias|anos de_uso|de_tratamento|de_tratamiento|tomando|usando|con|com',
    'al|ao iniciar|comenzar|empezar|tomar|aplicar|comecar|usar|colocar|poner',
    'a partir da|de|de_la primeira|primera|segunda|aplicacao|aplicacion|dose|dosis|toma',
    'na|con_la|en_la|com_a primeira|primera|segunda|ultima|terceira|tercera dose|dosis|aplicacao|aplicacion|injecao|inyeccion|toma',
    'usando|tomando|utilizando|recebendo|recibiendo|aplicando',
    'desde ~ insercao|insercion|colocacao|colocacion|aplicacao|aplicacion|injecao|inyeccion|semana|semanas|mes|meses|dose|dosis|ciclo|troca|cambio',
    'com_o|con_el uso|tratamento|tratamiento',
    'durante o|el|la tratamento|tratamiento|uso|terapia',
    'dias|semanas|horas|meses depois|despues|apos|tras',
    'apos|tras',
    'depois|despues|luego de|do|da|dos|das|del|que',
    'indiquei|prescrevi|receitei|iniciei|comecei|introduzi|indique|prescribi|recete|inicie|empece|comence|le_indique|le_recete|le_di|le_puse|le_aplique|coloquei|apliquei|coloque|puse',
    'desde_o_inicio|desde_el_inicio|desde_que_toma|desde_que_usa|desde_que_empezo|desde_que_comecou|desde_que_inicio|desde_que_iniciou',
  ],
};

/** Words just before an event that make it a question in general, not something that happened. */
export const HYPOTHETICAL_BEFORE: ContextLexicon = {
  reason:
    'A possibility or a cause asked about ("pode causar", "riesgo de", "previne"), not an event that happened.',
  patterns: [
    'risco|riesgo|chance|chances|probabilidade|probabilidad|incidencia|frequencia|frecuencia|taxa|tasa|casos|relatos|reportes',
    'pode|podem|puede|pueden|poderia|podria|consegue|costuma|suele|deve|debe',
    'causa|causam|causar|cause|causaria|provoca|provocam|provocar|provoque|produz|produce|producir|gera|genera|desencadeia|desencadena|aumenta|aumentar|reduz|reduce|diminui|disminuye|previne|prevenir|prevenciona|evitar|evita|associado|asociado|relacionado|relacionada',
    'sobre|acerca|respeito|respecto|explicando|explicar|explicarle|explico|explique|explica|explicamos|informo|informando|informar|orientando|orientar|ensinar|educar|folheto|folleto|material',
    'medo|miedo|temor|teme|preocupado|preocupada|preocupacion|preocupacao',
    'maneja|manejan|abordaje|abordagem|abordar|manejo|manejar|conduta|tratar|reverter|revertir|monitorar|monitorizar|vigiar|orientar|prevencao|prevencion|profilaxia|profilaxis',
    'antidoto|reversor|reversao|reversion',
    // "sinais de alerta de sangramento": what to watch for, not what happened.
    'sinais|signos|sintomas|datos|sinal|signo alerta|alarma|aviso|alarme',
    'quita|quitam|quitan|tira|tiram|cura|curam|curan|combate|combatem|combaten|alivia|aliviam|alivian',
    'sirve|serve|serviria|indicado|indicada|util|eficaz|funciona|aprovado|aprobado para|en|contra|no|na|em',
    'historia|historico|antecedente|antecedentes|historial',
    // A population, not a patient: "en pacientes con trombocitopenia".
    'pacientes|pessoas|personas|mulheres|mujeres|idosos|ancianos|criancas|ninos|gestantes|embarazadas com|con|que_tem|que_tienen|que_tengan|que_tenham',
    'em|en caso|casos de',
  ],
};

/** Words between a possibility and its event that do not end the possibility ("sobre os sinais de"). */
export const TRANSPARENT_WORDS = [
  'o',
  'a',
  'os',
  'as',
  'el',
  'la',
  'los',
  'las',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'del',
  'sintomas',
  'sinais',
  'signos',
  'sintoma',
  'sinal',
  'signo',
  'alerta',
  'alarma',
  'alarme',
];

/** An article with "paciente": a patient, but as often a hypothetical one ("um paciente com IRC pode…"). */
export const ANY_PATIENT: ContextLexicon = {
  reason: 'A patient named with an article: counts with an experienced verb or the treatment, not alone.',
  patterns: [
    'o|a|um|uma|el|la|un|una|al paciente|doente|enfermo|enferma|senhora|senora|senhor|senor|gestante|embarazada|crianca|nino|nina',
    'o|a|el|la|al|meu|minha|mi|su|sua sogra|sogro|suegra|suegro|tia|tio|avo|abuela|abuelo|irma|irmao|hermana|hermano|vizinha|vizinho|vecina|vecino|mae|pai|madre|padre|esposa|esposo|marido|pareja|parceira|parceiro|filho|filha|hijo|hija',
  ],
};

/** The physician has not started the treatment yet: a sign then is the patient's background. */
export const BEFORE_TREATMENT: ContextLexicon = {
  reason:
    'A question before prescribing ("posso iniciar?", "antes de empezar"): the patient\'s signs are background.',
  patterns: [
    'posso|pode|podemos|devo|vou|vai|va|vamos|quero|puedo|puede|debo|voy|quiero|conviene|convem|recomenda|recomienda|antes_de ~ anticoagular|anticoagularlo|anticoagularla|tratar|tratarla|tratarlo|iniciar|comecar|prescrever|indicar|usar|utilizar|empezar|comenzar|prescribir|introducir|associar|asociar|receitar|recetar|dar|darle|poner|ponerle|colocar|colocarle|inserir|insertar|aplicar|aplicarle|tomar|recetarle|indicarle|prescreverle',
    'antes de ~ iniciar|comecar|empezar|comenzar|prescrever|prescribir',
    'opcion|opcao|alternativa|candidata|candidato|elegivel|elegible|recomendado|recomendada|recomendable|aconselhavel|aconsejable|contraindicado|contraindicada',
    'le|lhe inicio|comienzo|empiezo|indico|receto|prescribo|doy|pongo|comeco|receito|prescrevo',
  ],
};

/** Words just after an event that put it in the patient's past, before the treatment. */
export const HISTORY_AFTER: ContextLexicon = {
  reason: 'The event is the patient\'s history ("sangrado previo"), not a reaction to the treatment.',
  patterns: [
    'previo|previa|previos|previas|pregresso|pregressa|antigo|antiga|anterior|anteriores|ha_anos|hace_anos|ha_#_anos|hace_#_anos',
  ],
};

/** Conditional clauses: "se o paciente tiver", "si presenta", "caso ocorra". */
export const CONDITIONAL: ContextLexicon = {
  reason: 'An "if" clause asks what to do should it happen: not an event, unless a past verb says it did.',
  patterns: [
    'si',
    'caso',
    'quando|cuando',
    'sempre|siempre que',
    'que fazer|hacer',
    'em|en caso',
    'eventual|eventualmente|hipoteticamente|hipoteticamente',
    'quer|quiere|deseja|desea|planeja|planea|pretende|pensa|piensa|busca|buscando|quiser',
  ],
};

/** Before "si"/"se" these make it "whether", not "if": "¿me pueden decir si es normal que…?". */
export const WHETHER_BEFORE = [
  'decir',
  'dizer',
  'digan',
  'digam',
  'saber',
  'sei',
  'pregunto',
  'pergunto',
  'preguntar',
  'perguntar',
  'confirmar',
  'verificar',
  'consultar',
  'duda',
  'duvida',
];

/** A sentence about the literature or the label: only a concrete patient makes it a report. */
export const GENERAL_STRONG: ContextLexicon = {
  reason:
    'A question about studies, the label or frequencies ("no estudo", "más frecuentes"), not about a patient.',
  patterns: [
    'guia|guias|diretriz|diretrizes|consenso|protocolo|estudo|estudos|estudio|estudios|ensaio|ensaios|ensayo|ensayos|trial|trials|literatura|metanalise|metaanalisis|metanalisis|evidencia|evidencias|publicacao|publicacion|artigo|articulo|dados|datos|bula|prospecto|monografia|ipp',
    'ficha tecnica',
    'perfil de seguranca|seguridad',
    'informacao|informacion para_prescrever|para_prescribir|de_seguranca|de_seguridad',
    'mais|mas|menos frequentes|frecuentes|frequente|frecuente|comuns|comunes|comum|comun|raros|raro|graves|grave|relatados|reportados|descritos|observados|habitual|habituales|habituais',
    'incidencia|frequencia|frecuencia|porcentagem|porcentaje|percentual|taxa|tasa|proporcao|proporcion',
  ],
};

/** A question in general ("há relatos?", "é comum?"): a concrete patient or a past verb outweighs it. */
export const GENERAL_WEAK: ContextLexicon = {
  reason:
    'A question in general ("existe", "é comum", "quais"): a patient or a past verb still makes it a report.',
  patterns: [
    'hay|existen|existem|existe|ha relatos|reportes|casos|estudios|estudos|dados|datos|evidencia|descricao|descripcion|registro|registros',
    'quais|cuales|que ~ eventos|efeitos|efectos|reacoes|reacciones|sintomas|riscos|riesgos',
    'em|en geral|general',
    'geralmente|generalmente|usualmente|habitualmente|comumente|comunmente',
    'e|es comum|comun|frequente|frecuente|esperado|esperable|seguro|segura|normal',
    'que|quao|cuan|qual|cual comun|comum|frecuente|frequente|raro|probable|provavel|seguro|segura',
  ],
};

/** After a negated "efeito"/"efecto" these say it is a side effect, not the lack of one. */
export const SIDE_EFFECT_QUALIFIERS = [
  'secundario',
  'secundarios',
  'colateral',
  'colaterais',
  'colaterales',
  'adverso',
  'adversos',
  'indesejado',
  'indesejados',
  'indeseable',
  'indeseables',
  'negativo',
];

/** Negators: the event did not happen ("sem efeitos colaterais", "no presentó ninguna reacción"). */
export const NEGATORS: Record<'pt' | 'es', string[]> = {
  pt: [
    'nao',
    'nem',
    'sem',
    'nenhum',
    'nenhuma',
    'nunca',
    'jamais',
    'negou',
    'nega',
    'negando',
    'ausencia',
    'afastado',
    'descartado',
    'descartada',
  ],
  es: [
    'no',
    'ni',
    'sin',
    'ningun',
    'ninguna',
    'ninguno',
    'nunca',
    'jamas',
    'nego',
    'niega',
    'negando',
    'ausencia',
    'tampoco',
    'descartado',
    'descartada',
  ],
};

/** After a negator these words make it doubt, not denial ("não sei se", "no descarto que"). */
export const NEGATION_CANCELLERS = [
  'saber',
  'sei',
  'sabe',
  'sabemos',
  'sabia',
  'tenho',
  'estou',
  'descarto',
  'descartamos',
  'descarta',
  'consigo',
  'consegue',
  'se',
  'estoy',
  'sabemos',
  'podemos',
  'posso',
  'puedo',
  'parece',
  'e',
  'es',
  'foi',
  'fue',
  'obstante',
  'entanto',
  'so',
  'solo',
  'apenas',
  'somente',
];

/** Words that end a negation's reach: "sem febre, mas apresentou rash". */
export const CLAUSE_CONJUNCTIONS = [
  'mas',
  'porem',
  'contudo',
  'entretanto',
  'todavia',
  'pero',
  'aunque',
  'embora',
  'sino',
  'porque',
  'pois',
  'entonces',
  'entao',
  'depois',
  'despues',
  'ahora',
  'agora',
  'hoje',
  'hoy',
  'ontem',
  'ayer',
];

/** Words an event word must never be typo-matched to (they are common words one letter away). */
export const NEVER_FUZZY = [
  'sangue',
  'sangre',
  'sangrias',
  'hematologia',
  'hematologista',
  'hematologo',
  'nauseas',
  'vomitos',
  'prurito',
  'edemas',
  'material',
  'internet',
  'internas',
  'internos',
  'interna',
  'interno',
  'internacional',
  'hospital',
  'hospitais',
  'hospitales',
  'emergente',
  'urgente',
  'colicas',
  'mareas',
  'catalogo',
  'tremendo',
  'obitos',
  'obstetra',
  'gravidade',
  'gravedad',
  'gravidez',
  'embarazos',
  'lactantes',
  'pratica',
  'practica',
  'alergico',
  'alergica',
  'inchar',
  'pressao',
  'presion',
  'palpitar',
  'abusar',
  'dependente',
  'sobremesa',
  'dosagem',
  'comprimidos',
  'cancelou',
  'ausencia',
  'visita',
  'anemico',
  'infantil',
  'cerebral',
  'paciente',
  'pacientes',
  'marcada',
  'marcado',
  'nefropatia',
  'nefropatias',
  'estando',
  'estamos',
  'questao',
  'cuestion',
  'gestion',
  'internacion',
  'internaciones',
  'interacao',
  'interacoes',
  'interaccion',
  'interacciones',
  'presente',
  'presentes',
  'apresente',
];

/** Words for a medicine besides the product names (with the active substances of the catalogue). */
export const MEDICINE_WORDS = [
  'rivaroxabana',
  'rivaroxaban',
  'ciprofloxacino',
  'ciprofloxacina',
  'moxifloxacino',
  'moxifloxacina',
  'aflibercept',
  'riociguat',
  'drospirenona',
  'levonorgestrel',
  'etinilestradiol',
  'ciproterona',
  'darolutamida',
  'regorafenib',
  'regorafenibe',
  'sorafenib',
  'sorafenibe',
  'interferon',
  'interferona',
  'testosterona',
  'gadobutrol',
  'dexpantenol',
  'clotrimazol',
  'finerenona',
  'anticoagulante',
  'anticoncepcional',
  'anticonceptivo',
  'antibiotico',
  'medicamento',
  'medicacao',
  'medicacion',
  'remedio',
  'farmaco',
  'pastilla',
  'comprimido',
  'injecao',
  'inyeccion',
  'aplicacao',
  'aplicacion',
  'diu',
  'implante',
  'kerendia',
  'nubeqa',
  'ampola',
  'ampolla',
  'ampolleta',
  'pilula',
  'pildora',
  'tableta',
  'capsula',
  'vacina',
  'vacuna',
  'dispositivo',
];

/**
 * Verbs a physician uses to tell what a patient felt or showed. With a patient and a treatment in the
 * text they make a report even when the event is a word the rules do not know ("presenta proteinuria").
 */
export const SYMPTOM_VERBS: ContextLexicon = {
  reason: 'A patient, a treatment and a verb telling what the patient showed: the shape of a report.',
  patterns: [
    'apresentou|apresenta|apresentando|desenvolveu|evoluiu|evoluindo|refere|referiu|relata|relatou|queixa|queixou|queixando|sente|sentiu|sofreu|manifestou',
    'presento|presenta|presentando|desarrollo|evoluciono|refiere|refirio|relata|relato|se_queja|se_quejo|siente|sintio|sufrio|manifesto|padece|padecio',
    'ficou_com|quedo_con|anda_con|amanheceu|amanheceu_com|amanecio|amanecio_con|acordou_com|desperto_con|le_dio|le_salio|le_salieron|le_aparecio|le_aparecieron|surgiu|surgio|apareceu|apareceram|aparecio|lhe_deu|le_empezo|le_comenzo|comecou_a|empezo_a|comenzo_a',
    'tem|tiene|esta_com|esta_con|segue_com|sigue_con|continua_com|continua_con|ta_com',
    'trae|traz|anda_con|ficou_com|quedo_con|amanecio_con|esta_ficando|se_esta_poniendo|se_le_esta|se_le_estan|le_agarro|le_pego|lhe_pegou',
    'tendo|teniendo|sentindo|sintiendo|esta_tendo|esta_teniendo|anda_teniendo|vem_tendo|viene_teniendo|ta_tendo|tem_tido|ha_tenido|ha_estado_con|tem_estado_com',
    'me_comenta|me_comento|me_conto|me_relata|me_relato|me_refere|me_refiere|comentou|comenta|diz|dice|disse|dijo|conta|cuenta|contou|conto|reclama|reclamou|reclamo',
  ],
};

/** After a symptom verb, a good outcome: "apresentou melhora", "presenta buena tolerancia". */
export const GOOD_OUTCOME = [
  'melhora',
  'mejoria',
  'mejora',
  'boa',
  'buena',
  'bom',
  'buen',
  'bem',
  'bien',
  'estavel',
  'estable',
  'controlado',
  'controlada',
  'controle',
  'control',
  'resposta',
  'respuesta',
  'remissao',
  'remision',
  'tolerancia',
  'sem',
  'sin',
  'nenhum',
  'nenhuma',
  'ningun',
  'ninguna',
  'nada',
  'normal',
  'normais',
  'normales',
  'satisfeito',
  'satisfecho',
  'contento',
  'contenta',
  'otimo',
  'excelente',
  'alta',
  // Not a symptom after "tem"/"tiene": a fear, a question, an appointment, a plan.
  'medo',
  'miedo',
  'duvida',
  'duvidas',
  'duda',
  'dudas',
  'pergunta',
  'pregunta',
  'preguntas',
  'interesse',
  'interes',
  'vontade',
  'ganas',
  'consulta',
  'cita',
  'retorno',
  'plano',
  'seguro',
  'receita',
  'receta',
  'indicacao',
  'indicacion',
  'historia',
  'historico',
  'antecedente',
  'antecedentes',
  'diagnostico',
  'cirurgia',
  'cirugia',
  'anos',
  'meses',
  'dias',
  'semanas',
];

/** Contraceptives: a pregnancy on one is also its lack of efficacy (a contraceptive failure). */
export const CONTRACEPTIVES: ContextLexicon = {
  reason: 'A pregnancy on a contraceptive: the method failed, a lack of efficacy PV must collect as well.',
  patterns: [
    'kyleena|mirena|yaz|yasmin|qlaira|mesigyna|diu|siu|implante|anticoncepcional|anticonceptivo|anticonceptiva|contraceptivo|pilula|pildora|drospirenona|levonorgestrel|etinilestradiol',
  ],
};

/** Verbs of a state ("tem", "está com"): in the fallback they need a now or a since to tell a new problem. */
export const STATE_VERBS: ContextLexicon = {
  reason: 'A state is background unless the text says it is new.',
  patterns: ['tem|tiene|esta_com|esta_con|segue_com|sigue_con|continua_com|continua_con|ta_com'],
};

/** Words that make a state new: "agora tem", "ahora tiene", "ya trae". */
export const NOW_WORDS = [
  'agora',
  'ahora',
  'ahorita',
  'hoje',
  'hoy',
  'ontem',
  'ayer',
  'ja',
  'ya',
  'desde',
  'recentemente',
  'recientemente',
  'repente',
  'subitamente',
  'subitamente',
];
