// The broad rule of the screening (issue 34): a question that narrates one patient's course on a product
// is sent to PV unless it only asks how to use the product. Reports come in words no lexicon holds ("se
// desguanzó", "a plaqueta foi para 40 mil"), so this rule looks at the shape of the narrative instead:
// a specific patient + a product + any change or clinical-narrative marker. Over-flagging is the safe
// direction here: a person screens every request anyway. The words are data, in the syntax of rules.ts.
import type { ContextLexicon } from './context.ts';

export const NARRATIVE_REASON =
  "A specific patient's course on a product is reported to PV unless it is only a how-to-use question.";

/** Someone specific: a patient, an age or sex shorthand, a person told in the third person. */
export const NARRATIVE_PATIENT: ContextLexicon = {
  reason: 'One patient the physician speaks of, however it is written ("pcte", "fem 48a", "el chavo").',
  patterns: [
    'paciente|pacientita|pacientito|pcte|pct|pte|pac|doente|enfermo|enferma|enfermito|enfermita',
    'senhora|senhor|senora|senor|sr|sra|don|dona|chavo|chava|muchacho|muchacha|rapaz|moca|chico|chica|nene|nena|bebe|crianca|nino|nina|menino|menina|idosa|idoso|anciana|anciano|gestante|embarazada|varon',
    'fem|masc|feminina|feminino|masculino|masculina|femenina|femenino|mulher|homem|mujer|hombre ~ #',
    '# anos|a|ano|m|f|meses',
    'tengo|tenho|atendi|atiendo|recebi|recibi|vi|llevo|acompanho|ando_con un|uma|una|um|el|la|o|a',
  ],
};

/** A product: the portfolio's names come from the country data; these are the generic words for one. */
export const NARRATIVE_PRODUCT: ContextLexicon = {
  reason: 'A product the patient is or was on: a medicine, a vaccine, a device, a treatment.',
  patterns: [
    'remedio|remedios|medicamento|medicamentos|medicacao|medicacion|medicina|farmaco|droga|vacina|vacuna|tratamento|tratamiento|terapia|injecao|inyeccion|aplicacao|aplicacion|comprimido|comprimidos|pastilla|pastillas|pilula|pildora|capsula|capsulas|ampola|ampolla|implante|dispositivo|diu|anticoncepcional|anticonceptivo|quimio|quimioterapia|inyectable|injetavel',
  ],
};

/**
 * Markers that something changed or a clinical course is told: time after the start, a now, a body part,
 * a lab value, a sign word. Each one alone is weak; with a patient on a product they make a narrative.
 */
export const NARRATIVE_CHANGE: ContextLexicon = {
  reason: 'A change or a course is told: time after the start, a now, a body part, a lab value, a sign.',
  patterns: [
    'apos|depois|desde|tras|despues|luego|hace|ha|faz|agora|ahora|ahorita|hoje|hoy|ontem|ayer|anoche|madrugada|manana|semana|semanas|dias|dia|noche|noite|sigue|segue|continua|ainda|aun|todavia|otra_vez|de_novo|de_nuevo|outra_vez|cada_vez',
    'olho|olhos|ojo|ojos|vista|vision|visao|pele|piel|cara|rosto|rostro|boca|labios|labio|lingua|lengua|garganta|pescoco|cuello|peito|pecho|mama|mamas|seno|senos|barriga|panza|abdomen|estomago|figado|higado|rim|rinon|rins|rinones|perna|pernas|pierna|piernas|pantorrilla|panturrilha|pe|pes|pie|pies|tobillo|tobillos|tornozelo|tornozelos|mao|maos|mano|manos|dedo|dedos|unha|unhas|una|unas|brazo|brazos|braco|bracos|ombro|hombro|joelho|rodilla|tendon|tendao|tendones|tendoes|talon|calcanhar|cabeca|cabeza|cabelo|cabello|pelo|gengiva|encia|encias|dente|dentes|diente|dientes|urina|orina|fezes|heces|sangue|sangre|vagina|utero|corazon|coracao|pulmon|pulmao|veia|veias|vena|venas|musculo|musculos|hueso|huesos|osso|ossos|costas|espalda|coluna|columna|nariz|oido|ouvido|oreja|orelha',
    'hemoglobina|hb|plaqueta|plaquetas|plaquetaria|leucocitos|neutrofilos|inr|creatinina|ureia|urea|potasio|potassio|sodio|tgo|tgp|alt|ast|transaminasas|transaminases|bilirrubina|glicemia|glucemia|glucosa|psa|ta|pa|presion|pressao|frecuencia|frequencia|saturacao|saturacion|temperatura|peso|ecg|tomografia|resonancia|ressonancia|ultrassom|ultrasonido|ecografia|biopsia|exame|examen|laboratorio|laboratorios',
    '#',
    'roxo|roxa|roxas|morado|morada|moretes|moreton|vermelho|vermelha|rojo|roja|enrojecido|enrojecida|inchado|inchada|inchadas|hinchado|hinchada|hinchan|hincharon|amarelo|amarela|amarillo|amarillenta|amarelada|borroso|borrado|embacado|turvo|oscura|escura|escuro|negra|negras|negro|negros|seco|seca|caido|caida|caindo|cayendo|decaido|decaida|cansado|cansada|confuso|confusa|agitado|agitada|chorosa|choroso|triste|irritable|irritavel|irritada|mareado|mareada|tonto|tonta|palida|palido|duro|duras|duros|dolorido|dolorida|doloridas|adolorido|estranho|extrano|raro|rara|diferente|peor|pior|piorou|empeoro',
    'ambulancia|urgencia|urgencias|emergencia|hospital|internado|internada|internaron|hospitalizado|hospitalizada|pronto_socorro|uti|uci|terapia_intensiva|trajeron|levaram|llevaron',
  ],
};

/** Only how to use the product: dose for a comorbidity, storage, availability, price, switching, timing. */
export const HOW_TO_USE: ContextLexicon = {
  reason:
    'A question only about using the product in a patient (dose, storage, price, switch, timing) tells no event.',
  patterns: [
    'dose|dosis|posologia|dosagem|dosificacion|ajuste|ajustar|ajusto|reduzir|reducir',
    'conservar|conservo|armazenar|guardar|geladeira|refrigerador|nevera|heladera|refri|temperatura_ambiente',
    'preco|precio|custa|cuesta|valor|cubre|cobre|seguro|imss|issste|sus|plano|farmacia_popular|amostra|amostras|muestra|muestras|gratis|gratuito|disponivel|disponible|consigo|conseguir|comprar|encontrar|folleto|folheto|material|bula|presentacion|apresentacao',
    'trocar|troco|trocamos|cambiar|cambiarlo|cambiarla|passar|pasar|migrar|switch',
    'interage|interacao|interaccion|interactua|compativel|compatible|associar|asociar|junto|combinar',
    'suspender|suspendo|suspendemos|parar|interromper|interrumpir|antes_de|antes_da|antes_do',
    'devo|debo|conviene|convem|convendria|opcion|opcao|candidata|candidato|indicado|indicada',
    'posso|pode|podemos|puedo|puede|podria|poderia|se_puede|se_pode ~ prescrever|prescribir|indicar|usar|utilizar|tomar|aplicar|iniciar|comecar|empezar|comenzar|trocar|cambiar|partir|triturar|guardar|viajar|associar|asociar|combinar|seguir|continuar|manter|mantener|suspender',
    'vai|va|vamos|voy|vou|quer|quiere|quiero|queremos ~ iniciar|comecar|empezar|comenzar|fazer|hacer|viajar|operar|sacar|trocar|cambiar|tomar|usar|receber|recibir|ser',
    'extracao|extraccion|exodontia|colonoscopia|endoscopia|cirurgia|cirugia|procedimento|procedimiento|puncion|puncao|biopsia|tatuagem|tatuaje|vacinar|vacunarse|vacunar|viagem|viaje|praia|playa|turno|agendada|agendado|programada|programado|marcada|marcado|acompanhamento|seguimiento|rotina|rutina',
    'exige|requer|requiere|precisa|preciso|necesita|necessita|necesario|necessario|hace_falta|faz_falta',
    'le|lhe|se|la|lo puedo|puede|podemos|posso|pode|podria|poderia ~ dar|poner|recetar|receitar|indicar|iniciar|prescribir|prescrever|usar',
    'le|lhe inicio|comienzo|empiezo|indico|receto|prescribo|doy|pongo|comeco|receito|prescrevo|indico',
    'recetar|receitar|prescrever|prescribir|recetarle|receitar_lhe|indicarle|agregar|adicionar|associar',
    'pedir|pido|peco|solicitar|solicito|digo|dizer|decirle|orientar|oriento|explicar|explico|recomiendan|recomendam|recomenda|recomienda|espacar|espaciar|manter|mantener|mantenho|mantengo|repetir|repito|repetimos',
    'intervalo|frecuencia|frequencia|cada_cuanto|quanto_tempo|cuanto_tiempo|cuantas|quantas|ayunas|jejum|comida|refeicao|triturar|partir|sonda|esqueceu|olvido|olvida|esquece',
  ],
};

/** Signs of a course even in a how-to question: a lexicon-free word that it happened or is new. */
export const HOW_TO_OVERRIDE: ContextLexicon = {
  reason: 'A how-to question that also tells a change (a sign, a hospital, a value that moved) is a report.',
  patterns: [
    'desde_que|desde_la|desde_el|desde_a|desde_o|despues_de_la|despues_del|depois_da|depois_do|apos_a|apos_o|tras_la|tras_el|luego_de',
    'ambulancia|urgencia|urgencias|emergencia|internado|internada|hospitalizado|hospitalizada|pronto_socorro|uti|uci',
    'continuava|continuaba|seguia|persistia|persiste|persisten|ainda|aun|todavia|mas_alto|mais_alto|mas_alta|mais_alta|mas_bajo|mais_baixo|mas_baja|mais_baixa',
    'desde|ha|hace ayer|ontem|hoy|hoje|anoche|anteontem|anteayer',
    'subiu|subio|caiu|cayo|baixou|bajo|aumentou|aumento|piorou|empeoro|foi_para|llego_a|chegou_a|paso_de|passou_de',
  ],
};

/** The question says nothing happened, or asks what to do should it happen: no narrative of a change. */
export const NO_CHANGE: ContextLexicon = {
  reason:
    'A patient doing well ("sem queixas", "sin molestias") or an "if" is a how-to question, not a course.',
  patterns: [
    'sem|sin|nenhum|nenhuma|ningun|ninguna|nada_de ~ queixa|queixas|queja|quejas|molestia|molestias|problema|problemas|reacao|reaccion|reacoes|reacciones|efeito|efecto|efeitos|efectos|evento|eventos|intercorrencia|intercorrencias|complicacao|complicacion',
    'nao|no teve|tuvo|tem|tiene|ha|apresentou|presento|sentiu|sintio ~ nenhum|nenhuma|ningun|ninguna|nada',
    'esta|anda|segue|sigue|ficou|quedo|va|vai muy|muito|super|tan otima|otimo|bem|bien|contento|contenta|estable|estavel|feliz|satisfeita|satisfecha|satisfecho',
    'esta|anda|segue|sigue|ficou|quedo otima|otimo|bem|bien|contento|contenta|estable|estavel|feliz|satisfeita|satisfecha|satisfecho',
    'exames|examenes|laboratorios normais|normales',
    'si|caso|en_caso|em_caso|que_hacer_si|que_fazer_se|que_hago_si|que_faco_se',
    'se a|o|um|uma|meu|minha|ele|ela|paciente|tiver|apresentar|tomar|esquecer|vomitar|precisar|quiser',
    'quer|quiere|deseja|desea|planeja|planea|pretende|quisiera|gostaria|medo|miedo|teme',
  ],
};

/** Past verbs of taking the product, not of something happening to the patient ("em uso", "tomó"). */
export const INTAKE_VERBS = [
  'uso',
  'usou',
  'usa',
  'usaba',
  'usava',
  'tomo',
  'tomou',
  'tomaba',
  'tomava',
  'recebeu',
  'recibio',
  'aplicou',
  'aplico',
  'aplicaron',
  'utilizou',
  'utilizo',
  'administrou',
  'administro',
  'administraron',
  'inyecto',
  'injetou',
  'tinha',
  'tenia',
  'estuvo',
  'esteve',
  'estava',
  'estaba',
  'olvido',
  'esquecer',
  'esqueceu',
  'termino',
  'terminou',
];

/** Capitalised words that are not products. */
export const NOT_BRANDS = [
  'dr',
  'dra',
  'doctor',
  'doctora',
  'doutor',
  'doutora',
  'brasil',
  'mexico',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'uruguay',
  'ciudad',
  'sao',
  'paulo',
  'rio',
  'janeiro',
  'sus',
  'imss',
  'issste',
  'bayer',
  'senhor',
  'senhora',
  'senor',
  'senora',
  'don',
  'dona',
  'obrigado',
  'obrigada',
  'gracias',
];
